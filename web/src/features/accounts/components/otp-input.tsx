import { OTP_LENGTH } from '@velvet/contract/limits';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type OtpInputHandle = { focus: () => void };

/**
 * Five single-digit boxes as one labelled group (five characters). Typing advances, Backspace
 * goes back, arrows move, and pasting a whole code fills every box.
 */
export const OtpInput = forwardRef<
  OtpInputHandle,
  {
    /** One entry per box; '' for an empty box. */
    value: string[];
    onChange: (value: string[]) => void;
    /** Called when the last digit is filled, e.g. to submit. */
    onComplete?: (value: string) => void;
    labelId: string;
    errorId?: string | undefined;
    invalid?: boolean;
    disabled?: boolean;
  }
>(function OtpInput({ value, onChange, onComplete, labelId, errorId, invalid, disabled }, ref) {
  const { t } = useTranslation('accounts');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  useImperativeHandle(ref, () => ({ focus: () => inputs.current[0]?.focus() }), []);

  function focusAt(index: number) {
    const input = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  }

  function setFrom(index: number, text: string) {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const next = digits.slice();
    for (let i = 0; i < incoming.length && index + i < OTP_LENGTH; i++) next[index + i] = incoming[i]!;
    onChange(next);
    focusAt(index + incoming.length);
    if (!next.includes('')) onComplete?.(next.join(''));
  }

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorId}
      className="flex justify-center gap-2 sm:gap-3"
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { n: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const text = event.target.value;
            if (text === '') {
              const next = digits.slice();
              next[index] = '';
              onChange(next);
              return;
            }
            // The box may hold the old digit plus the new one, or a whole code from autofill.
            const typed = text.length > 1 && digit && text.startsWith(digit) ? text.slice(1) : text;
            setFrom(index, typed);
          }}
          onPaste={(event) => {
            event.preventDefault();
            setFrom(index, event.clipboardData.getData('text'));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && !digit && index > 0) {
              event.preventDefault();
              const next = digits.slice();
              next[index - 1] = '';
              onChange(next);
              focusAt(index - 1);
            } else if (event.key === 'ArrowLeft') {
              event.preventDefault();
              focusAt(index - 1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              focusAt(index + 1);
            }
          }}
          className="h-14 w-12 rounded-xl border border-night-600 bg-night-950 text-center text-2xl font-semibold text-mist-100 focus:border-rose-400 aria-[invalid=true]:border-red-400 sm:h-16 sm:w-14"
        />
      ))}
    </div>
  );
});
