/**
 * Reading must work without JavaScript: the server renders collapsed texts and interactive controls,
 * and this style (only applied when scripts are off) reveals the hidden text and hides the controls
 * that need a script. Marks: data-more (revealed text), data-ellipsis / data-js-only (hidden),
 * data-nojs-only (shown only without scripts, e.g. a filter form's submit button), data-clamp
 * (a line-clamped text shown whole).
 */
const CSS =
  "[data-more]{display:inline!important}[data-ellipsis],[data-js-only]{display:none!important}[data-nojs-only]{display:inline-flex!important}[data-clamp]{display:block!important;overflow:visible!important;-webkit-line-clamp:unset!important}";

/**
 * Two carriers of the same rules: the `scripting: none` media query (browsers that know it, and
 * scripts turned off by settings or automation) and <noscript> for older browsers.
 */
export function NoScriptStyles() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: `@media (scripting:none){${CSS}}` }} />
      <noscript dangerouslySetInnerHTML={{ __html: `<style>${CSS}</style>` }} />
    </>
  );
}
