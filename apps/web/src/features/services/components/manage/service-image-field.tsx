import { useEffect, useId, useMemo } from 'react';
import { ImageOff } from 'lucide-react';
import { SERVICE_IMAGE_TYPES, partnerServiceTexts as t, serviceImageError } from '@mt/shared';
import { serviceImageSrc } from '../../utils/service-image';

interface ServiceImageFieldProps {
  /** The service's current image (update mode). */
  currentUrl: string | null;
  file: File | null;
  error: string | null;
  onChange(file: File | null, error: string | null): void;
}

/** The image picker with the spec's hint and check, and a preview of what will be shown. */
export function ServiceImageField({ currentUrl, file, error, onChange }: ServiceImageFieldProps) {
  const id = useId();
  const preview = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? serviceImageSrc(currentUrl);

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Image
      </label>
      <div className="flex items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
          {shown ? <img src={shown} alt="" className="size-full object-cover" /> : <ImageOff className="size-6 text-slate-500" aria-hidden />}
        </div>
        <input
          id={id}
          type="file"
          accept={SERVICE_IMAGE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            const problem = serviceImageError(chosen);
            onChange(problem ? null : chosen, problem);
            if (problem) e.target.value = '';
          }}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t.imageHint}
        </p>
      )}
    </div>
  );
}
