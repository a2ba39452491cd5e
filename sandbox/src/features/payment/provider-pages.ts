/**
 * The hosted payment page's HTML: plain server-rendered forms (no script), every value escaped,
 * labels on every field, each error tied to its field with aria-describedby, and an error
 * summary that takes the focus when the page comes back with problems.
 */
import type { Language } from '../../lib/languages';
import type { CardField, CardInput, CardProblem } from './cards';
import type { Payment } from './payment-store';
import { PROVIDER_STRINGS, type ProviderStrings } from './provider-strings';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export function formatAmount(payment: Payment, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: payment.currency }).format(
    payment.amount / 100,
  );
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f24;background:#eef1f5}
main{max-width:30rem;margin:0 auto;padding:1rem}header{background:#14365d;color:#fff;padding:.75rem 1rem}
header p{margin:0;max-width:30rem;margin:0 auto;font-weight:600}
h1{font-size:1.5rem;margin:.5rem 0}.card{background:#fff;border-radius:8px;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{color:#4a5360}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin-top:1rem}.hint{color:#4a5360;font-size:.9rem;margin:.1rem 0}
input{width:100%;font:inherit;padding:.6rem;border:2px solid #5b6470;border-radius:6px}
input[aria-invalid=true]{border-color:#b00020}.error{color:#b00020;font-weight:600;margin:.25rem 0}
.summary{border:3px solid #b00020;border-radius:8px;padding:.5rem 1rem;background:#fff}
.summary:focus{outline:3px solid #14365d;outline-offset:2px}.summary a{color:#b00020}
button{font:inherit;font-weight:700;margin-top:1.25rem;padding:.75rem 1rem;width:100%;border-radius:6px;border:2px solid #14365d;background:#14365d;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#14365d}a{color:#14365d}p.leave{margin:1.25rem 0 0;text-align:center}
:focus-visible{outline:3px solid #f0a500;outline-offset:2px}`;

function page(
  language: Language,
  strings: ProviderStrings,
  payment: Payment | null,
  title: string,
  body: string,
): string {
  const provider = payment?.providerName ?? 'Sandbox Pay';
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${escapeHtml(provider)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>${escapeHtml(fill(strings.secure, { provider }))}</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

function facts(payment: Payment, language: Language, strings: ProviderStrings): string {
  return `<div class="card"><dl>
<dt>${escapeHtml(strings.amount)}</dt><dd data-testid="amount">${escapeHtml(formatAmount(payment, language))}</dd>
<dt>${escapeHtml(strings.reference)}</dt><dd>${escapeHtml(payment.reference)}</dd>
</dl></div>`;
}

type Problems = Partial<Record<string, CardProblem | 'challengeRequired'>>;

function summary(strings: ProviderStrings, problems: Problems, order: string[]): string {
  const items = order.filter((field) => problems[field]);
  if (items.length === 0) return '';
  return `<div class="summary" role="alert" tabindex="-1" autofocus aria-labelledby="summary-title">
<h2 id="summary-title">${escapeHtml(strings.problems)}</h2>
<ul>${items
    .map(
      (field) =>
        `<li><a href="#${field}">${escapeHtml(strings.problem[problems[field]!])}</a></li>`,
    )
    .join('')}</ul></div>`;
}

function field(
  strings: ProviderStrings,
  options: {
    name: string;
    label: string;
    hint: string | null;
    value: string;
    problem: CardProblem | 'challengeRequired' | undefined;
    autocomplete: string;
    inputmode?: string;
  },
): string {
  const describedBy = [
    options.hint ? `${options.name}-hint` : null,
    options.problem ? `${options.name}-error` : null,
  ].filter(Boolean);
  return `<label for="${options.name}">${escapeHtml(options.label)}</label>
${options.hint ? `<p class="hint" id="${options.name}-hint">${escapeHtml(options.hint)}</p>` : ''}
${options.problem ? `<p class="error" id="${options.name}-error">${escapeHtml(strings.problem[options.problem])}</p>` : ''}
<input id="${options.name}" name="${options.name}" value="${escapeHtml(options.value)}" autocomplete="${options.autocomplete}"${options.inputmode ? ` inputmode="${options.inputmode}"` : ''}${describedBy.length ? ` aria-describedby="${describedBy.join(' ')}"` : ''}${options.problem ? ' aria-invalid="true"' : ''}>`;
}

export function cardPage(
  payment: Payment,
  language: Language,
  input: CardInput,
  problems: Partial<Record<CardField, CardProblem>>,
  leaveHref: string,
): string {
  const strings = PROVIDER_STRINGS[language];
  const amount = formatAmount(payment, language);
  const order: CardField[] = ['number', 'expiry', 'code', 'name'];
  return page(
    language,
    strings,
    payment,
    strings.title,
    `<h1>${escapeHtml(strings.title)}</h1>
<p>${escapeHtml(strings.lead)}</p>
${facts(payment, language, strings)}
${summary(strings, problems, order)}
<form class="card" method="post" action="/pay/${encodeURIComponent(payment.id)}?lang=${language}" novalidate>
${field(strings, { name: 'number', label: strings.number, hint: strings.numberHint, value: input.number, problem: problems.number, autocomplete: 'cc-number', inputmode: 'numeric' })}
${field(strings, { name: 'expiry', label: strings.expiry, hint: strings.expiryHint, value: input.expiry, problem: problems.expiry, autocomplete: 'cc-exp' })}
${field(strings, { name: 'code', label: strings.code, hint: strings.codeHint, value: input.code, problem: problems.code, autocomplete: 'cc-csc', inputmode: 'numeric' })}
${field(strings, { name: 'name', label: strings.name, hint: null, value: input.name, problem: problems.name, autocomplete: 'cc-name' })}
<button type="submit">${escapeHtml(fill(strings.pay, { amount }))}</button>
</form>
<p class="leave"><a href="${escapeHtml(leaveHref)}">${escapeHtml(strings.leave)}</a></p>`,
  );
}

export function challengePage(
  payment: Payment,
  language: Language,
  code: string,
  problem: 'challengeRequired' | undefined,
): string {
  const strings = PROVIDER_STRINGS[language];
  const amount = formatAmount(payment, language);
  const problems: Problems = problem ? { otp: problem } : {};
  return page(
    language,
    strings,
    payment,
    strings.challengeTitle,
    `<h1>${escapeHtml(strings.challengeTitle)}</h1>
<p>${escapeHtml(fill(strings.challengeLead, { amount }))}</p>
${facts(payment, language, strings)}
${summary(strings, problems, ['otp'])}
<form class="card" method="post" action="/pay/${encodeURIComponent(payment.id)}/challenge?lang=${language}" novalidate>
${field(strings, { name: 'otp', label: strings.challengeCode, hint: strings.challengeHint, value: code, problem, autocomplete: 'one-time-code', inputmode: 'numeric' })}
<button type="submit" name="action" value="confirm">${escapeHtml(strings.challengeConfirm)}</button>
<button type="submit" name="action" value="cancel" class="secondary">${escapeHtml(strings.challengeCancel)}</button>
</form>`,
  );
}

/** A payment that is already done or closed: what happened and the way back to the shop. */
export function finishedPage(
  payment: Payment,
  language: Language,
  paid: boolean,
  backHref: string,
): string {
  const strings = PROVIDER_STRINGS[language];
  const title = paid ? strings.doneTitle : strings.closedTitle;
  return page(
    language,
    strings,
    payment,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(paid ? strings.doneLead : strings.closedLead)}</p>
${facts(payment, language, strings)}
<p class="leave"><a href="${escapeHtml(backHref)}">${escapeHtml(strings.backToShop)}</a></p>`,
  );
}

export function notFoundPage(language: Language): string {
  const strings = PROVIDER_STRINGS[language];
  return page(
    language,
    strings,
    null,
    strings.notFound,
    `<h1>${escapeHtml(strings.notFound)}</h1>`,
  );
}
