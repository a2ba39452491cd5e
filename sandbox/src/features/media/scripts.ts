/**
 * Harmless stand-ins for the external scripts brand configurations point at. Each one only sets a
 * window flag (and the tag manager a no-op `utag`), so e2e tests can see that it was loaded.
 */
export const SCRIPTS: Readonly<Record<string, string>> = {
  'lastminute-consent.js': [
    'window.__sandboxConsentManagerLoaded = true;',
    "window.dispatchEvent(new CustomEvent('sandbox:consent-manager-loaded'));",
  ].join('\n'),
  'lastminute-tealium.js': [
    'window.__sandboxTagManagerLoaded = true;',
    'window.__sandboxTagManagerCalls = window.__sandboxTagManagerCalls || [];',
    'window.utag = {',
    "  view: function (data) { window.__sandboxTagManagerCalls.push(['view', data]); },",
    "  link: function (data) { window.__sandboxTagManagerCalls.push(['link', data]); }",
    '};',
  ].join('\n'),
  'sunsea-footer.js': 'window.__sandboxFooterScriptLoaded = true;',
};
