import { Camera } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import {
  avatarAcceptedTypes,
  avatarMaxMegabytes,
  checkAvatarFile,
  type AvatarFileProblem,
} from '../avatar-file-rules.ts';

/** The cropper (and its stylesheet) loads only once a picture has been chosen. */
const AvatarCropper = lazy(() => import('./avatar-cropper.tsx').then((module) => ({ default: module.AvatarCropper })));

export interface AvatarPickerProps {
  /** The cropped square picture, ready to upload. */
  onUpload: (blob: Blob) => void;
  disabled?: boolean;
}

/**
 * "Trocar foto": picks a JPG, PNG or WebP of at most 5 MB (refused here with a message before
 * anything opens), lets the learner frame it in the cropper, then hands over the result.
 */
export function AvatarPicker({ onUpload, disabled }: AvatarPickerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<AvatarFileProblem | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const found = checkAvatarFile(file);
    setProblem(found);
    setChosen(found ? null : file);
  };

  if (chosen) {
    return (
      <Suspense fallback={<Spinner className="min-h-80 w-full" />}>
        <AvatarCropper
          key={`${chosen.name}:${chosen.size}:${chosen.lastModified}`}
          file={chosen}
          onCancel={() => setChosen(null)}
          onCropped={(blob) => {
            setChosen(null);
            onUpload(blob);
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        asChild
        variant="secondary"
        aria-disabled={disabled || undefined}
        className="has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gray-900 dark:has-focus-visible:outline-white"
      >
        <label>
          <Camera aria-hidden="true" className="size-5" />
          {t('profile.avatar.change')}
          <input
            type="file"
            accept={avatarAcceptedTypes.join(',')}
            className="sr-only"
            aria-describedby={hintId}
            disabled={disabled}
            onChange={handleChange}
          />
        </label>
      </Button>
      <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
        {t('profile.avatar.hint', { max: avatarMaxMegabytes })}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t(`profile.avatar.errors.${problem}`, { max: avatarMaxMegabytes })}
        </p>
      )}
    </div>
  );
}
