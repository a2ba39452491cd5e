import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const LOADING_TICK_MS = 500;
export const LOADING_MAX_STEP = 15;

/** One tick of the bar: a random step of at most 15 points, wrapping to 0 after 100. */
export function nextProgress(current: number, random: () => number = Math.random): number {
  const next = current + Math.floor(random() * (LOADING_MAX_STEP + 1));
  return next > 100 ? 0 : next;
}

/** Shown while the flags load (spec section 2): the brand logo and a progress bar. */
export function LoadingScreen({
  logoUrl,
  brandName,
}: {
  logoUrl: string | null;
  brandName: string;
}) {
  const { t, i18n } = useTranslation();
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setProgress((p) => nextProgress(p)), LOADING_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  // the brand's strings may still be on their way (the shell shows this screen meanwhile)
  const label = i18n.exists('shell.loading.label') ? t('shell.loading.label') : brandName;
  return (
    <main className="loading-screen" id="main">
      <h1 className="sf-visually-hidden">{label}</h1>
      {logoUrl ? (
        <img
          className="loading-screen__logo"
          src={logoUrl}
          alt={brandName}
          width={180}
          height={48}
        />
      ) : null}
      <div
        className="loading-screen__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="loading-screen__fill" style={{ width: `${progress}%` }} />
      </div>
    </main>
  );
}
