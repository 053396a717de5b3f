export { ChatWidgetLoader } from './components/chat-widget-loader';
