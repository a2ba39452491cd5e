/**
 * Where the shopper is in the checkout: an ordered list of the steps, the current one marked
 * aria-current="step", the ones they may open as links, each saying whether it is done.
 */
import { Link } from 'react-router-dom';
import { NEW_SCREEN } from '@storefront/shared/lib/navigation';
import { useCartStrings } from '../../../lib/i18n';
import { STEPS } from '../progress';

export function CheckoutProgress({
  current,
  furthest,
  isDone,
  hrefOf,
  onNavigate,
}: {
  current: number;
  furthest: number;
  isDone: (step: number) => boolean;
  hrefOf: (step: number) => string;
  onNavigate: () => void;
}) {
  const { t } = useCartStrings();
  return (
    <nav className="cart-progress" aria-label={t('checkout.progressLabel')}>
      <ol className="cart-progress__list">
        {STEPS.map((name, index) => {
          const step = index + 1;
          const done = isDone(step);
          const label = (
            <>
              <span className="cart-progress__number" aria-hidden="true">
                {done && step !== current ? '✓' : step}
              </span>
              <span className="cart-progress__label">{t(`steps.${name}`)}</span>
              <span className="sf-visually-hidden">
                {' '}
                {step === current
                  ? t('checkout.stepCurrent', { step, total: STEPS.length })
                  : done
                    ? t('checkout.stepDone', { step, total: STEPS.length })
                    : t('checkout.stepTodo', { step, total: STEPS.length })}
              </span>
            </>
          );
          const state = step === current ? 'current' : done ? 'done' : 'todo';
          return (
            <li key={name} className={`cart-progress__item cart-progress__item--${state}`}>
              {step === current ? (
                <span className="cart-progress__step" aria-current="step">
                  {label}
                </span>
              ) : step <= furthest ? (
                <Link
                  className="cart-progress__step"
                  to={hrefOf(step)}
                  state={NEW_SCREEN}
                  onClick={onNavigate}
                >
                  {label}
                </Link>
              ) : (
                <span className="cart-progress__step">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
