import { useEffect } from 'react';
import { loadChatWidget } from '../load-chat-widget';

/**
 * Loads the chat provider named by the public settings (chat_widget_url). The URL is passed in by the
 * layout so this feature doesn't depend on the settings feature. Null: no third party is contacted.
 */
export function ChatWidgetLoader({ src }: { src: string | null | undefined }) {
  useEffect(() => {
    loadChatWidget(src);
  }, [src]);
  return null;
}
