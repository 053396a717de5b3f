import { forwardRef } from 'react';
import { contactTexts } from '@mt/shared';
import { Spinner } from '@/components/ui/spinner';
import { useBotCheckConfig } from '../../api/get-bot-check-config';
import { AltchaWidget } from '@/components/altcha/altcha-widget';
import type { BotCheckHandle, BotCheckWidgetProps } from './bot-check-types';
import { HostedCaptcha } from './hosted-captcha';

export type { BotCheckHandle } from './bot-check-types';

/** The bot check the server asks for: ALTCHA by default, reCAPTCHA or Turnstile when configured. */
export const BotCheckField = forwardRef<BotCheckHandle, BotCheckWidgetProps>(function BotCheckField({ onToken }, ref) {
  const config = useBotCheckConfig();
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-800">{contactTexts.botCheckLabel}</p>
      {config.isPending ? (
        <Spinner label={contactTexts.botCheckLoading} />
      ) : config.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {contactTexts.botCheckUnavailable}
        </p>
      ) : config.data.provider === 'altcha' ? (
        <AltchaWidget ref={ref} challengeUrl={config.data.challengeUrl} onToken={onToken} />
      ) : (
        <HostedCaptcha ref={ref} provider={config.data.provider} siteKey={config.data.siteKey} onToken={onToken} />
      )}
    </div>
  );
});
