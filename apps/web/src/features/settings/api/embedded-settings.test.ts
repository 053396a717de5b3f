import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_SETTINGS_SCRIPT_ID } from '@mt/shared';
import { readEmbeddedSettings } from './embedded-settings';

const SETTINGS = { maintenance_mode: true, chat_widget_url: null, payments_mode: 'sandbox', stripe_publishable_key: null };

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PUBLIC_SETTINGS_SCRIPT_ID;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById(PUBLIC_SETTINGS_SCRIPT_ID)?.remove());

describe('readEmbeddedSettings', () => {
  it("reads the settings the server put in the page", () => {
    embed(JSON.stringify(SETTINGS));
    expect(readEmbeddedSettings()).toEqual(SETTINGS);
  });

  it('answers null without them, or when they are not settings, so the page asks the API', () => {
    expect(readEmbeddedSettings()).toBeNull();
    for (const text of ['', '{broken', 'null', '{"maintenance_mode":"no","payments_mode":"sandbox"}', '{"maintenance_mode":false}']) {
      document.getElementById(PUBLIC_SETTINGS_SCRIPT_ID)?.remove();
      embed(text);
      expect(readEmbeddedSettings(), text).toBeNull();
    }
  });
});
