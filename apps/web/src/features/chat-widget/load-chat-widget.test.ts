import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SCRIPT_ATTRIBUTE, loadChatWidget, parseChatWidgetUrl } from './load-chat-widget';

afterEach(() => {
  document.querySelectorAll(`script[${CHAT_SCRIPT_ATTRIBUTE}]`).forEach((s) => s.remove());
  delete window.Tawk_API;
});

const scripts = () => document.querySelectorAll<HTMLScriptElement>(`script[${CHAT_SCRIPT_ATTRIBUTE}]`);

describe('loadChatWidget', () => {
  it('loads nothing when no URL is configured', () => {
    expect(loadChatWidget(null)).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('refuses URLs that are not http(s)', () => {
    expect(parseChatWidgetUrl('javascript:alert(1)')).toBeNull();
    expect(parseChatWidgetUrl('not a url')).toBeNull();
    expect(loadChatWidget('data:text/javascript,alert(1)')).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('injects one async script, once', () => {
    expect(loadChatWidget('https://embed.chat.example/widget.js')).toBe(true);
    expect(loadChatWidget('https://embed.chat.example/widget.js')).toBe(false);
    const tags = scripts();
    expect(tags).toHaveLength(1);
    expect(tags[0]!.async).toBe(true);
    expect(tags[0]!.src).toBe('https://embed.chat.example/widget.js');
  });

  it('asks a Tawk-style widget to minimise on load, keeping an existing onLoad', () => {
    const earlier = vi.fn();
    window.Tawk_API = { onLoad: earlier };
    loadChatWidget('https://embed.chat.example/widget.js');
    const minimize = vi.fn();
    window.Tawk_API.minimize = minimize;
    window.Tawk_API.onLoad?.();
    expect(earlier).toHaveBeenCalled();
    expect(minimize).toHaveBeenCalled();
  });
});
