import { parseDocument } from "htmlparser2";
import type { AnyNode, Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { htmlToText, looksLikeHtml, plainToHtml, richHtml, richTextMediaUrls } from "./html";
import { cleanRichText } from "./sanitize.server";

/**
 * Hostile inputs in the manner of the XSS filter-evasion cheat sheet: whatever comes in, the stored
 * HTML holds only the subset's tags, no event attribute, no style, and addresses of allowed schemes only.
 * Assertions read the parsed output, not its text.
 */
const HOSTILE = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  "<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>",
  "<IMG SRC=# onmouseover=\"alert('xxs')\">",
  "<IMG onmouseover=\"alert('xxs')\">",
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
  "<IMG SRC=\" &#14;  javascript:alert('XSS');\">",
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  "<SCRIPT SRC=//xss.example/.j>",
  "<IMG SRC=\"`<javascript:alert>`('XSS')\"",
  "<iframe src=https://xss.example/scriptlet.html <",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  "<BODY BACKGROUND=\"javascript:alert('XSS')\">",
  "<IMG DYNSRC=\"javascript:alert('XSS')\">",
  "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</br>",
  "<svg/onload=alert('XSS')>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java&#115;cript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="//xss.example/">protocol relative</a>',
  '<a href="https://example.org" onclick="alert(1)" target="_blank" style="color:red">ok</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  "<div style=\"width: expression(alert('XSS'));\">ie</div>",
  '<object type="text/x-scriptlet" data="https://xss.example/scriptlet.html"></object>',
  '<embed src="https://xss.example/xss.swf" AllowScriptAccess="always"></embed>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1);">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  "<details open ontoggle=alert(1)>",
  '<video><source onerror="alert(1)"></video>',
  '<p><a href="https://ok.example" formaction="javascript:alert(1)">x</a></p>',
  "<!--<img src=x onerror=alert(1)>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><script>alert(1)</script></template>",
  '<h2 onmouseover="alert(1)">title</h2>',
  '<blockquote cite="javascript:alert(1)">q</blockquote>',
];

const ALLOWED = new Set([
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "img",
]);

function elements(nodes: AnyNode[]): Element[] {
  return nodes.flatMap((node) =>
    node.type === "tag" || node.type === "script" || node.type === "style"
      ? [node as Element, ...elements((node as Element).children)]
      : "children" in node
        ? elements((node as Element).children)
        : [],
  );
}

describe("the rich-text sanitizer against hostile HTML", () => {
  it(`has at least 40 hostile inputs (${HOSTILE.length})`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE)("nothing executable survives: %s", (input) => {
    const { html } = cleanRichText(input);
    const found = elements(parseDocument(html).children);
    for (const element of found) {
      expect(ALLOWED.has(element.name), `<${element.name}> kept`).toBe(true);
      for (const [name, value] of Object.entries(element.attribs)) {
        expect(name.startsWith("on"), `${name} kept`).toBe(false);
        expect(["href", "src", "alt", "rel"]).toContain(name);
        if (name === "href") expect(value).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i);
        if (name === "src") expect(value).toMatch(/^(https?:\/\/|\/media\/)/i);
      }
    }
    // Nor as text that a browser would read again as markup.
    expect(html).not.toMatch(/<script|<style|<iframe|<svg|<math|javascript:|data:/i);
    // And cleaning is stable: what is stored cleans to itself.
    expect(cleanRichText(html).html).toBe(html);
  });

  it("keeps the subset, renames what has a place in it, and marks links that leave the site", () => {
    const { html, removed } = cleanRichText(
      '<h1>T</h1><p>a <b>b</b> <i>c</i> <a href="https://example.org" target="_blank">d</a> <a href="/actualites">e</a> <a href="mailto:x@example.org">f</a> <a href="tel:+212500">g</a></p><ul><li>h</li></ul><ol><li>i</li></ol><blockquote>j</blockquote><img src="/media/2026/01/a.webp" alt="k">',
    );
    expect(html).toBe(
      '<h2>T</h2><p>a <strong>b</strong> <em>c</em> <a href="https://example.org" rel="noopener noreferrer">d</a> <a href="/actualites">e</a> <a href="mailto:x@example.org">f</a> <a href="tel:+212500">g</a></p><ul><li>h</li></ul><ol><li>i</li></ol><blockquote>j</blockquote><img src="/media/2026/01/a.webp" alt="k" />',
    );
    expect(removed).toEqual([]);
  });

  it("tells what it removed, and drops Word's and Google Docs' wrappers quietly", () => {
    expect(
      cleanRichText('<p onclick="x" style="color:red">a<script>b</script><a href="javascript:c">d</a></p>')
        .removed,
    ).toEqual(["onclick", "style", "<script>", "javascript:"]);
    const word = cleanRichText(
      '<!--[if gte mso 9]><xml></xml><![endif]--><p class="MsoNormal"><span lang="FR">Bonjour<o:p></o:p></span></p><div><font face="Arial">suite</font></div>',
    );
    expect(word).toEqual({ html: "<p>Bonjour</p>suite", removed: [] });
  });

  it("turns a plain text into paragraphs without loss, and a text with nothing visible into nothing", () => {
    expect(cleanRichText("Un < deux & trois\nligne\n\nSuite").html).toBe(
      "<p>Un &lt; deux &amp; trois<br />ligne</p><p>Suite</p>",
    );
    expect(cleanRichText("<script>alert(1)</script>").html).toBe("");
    expect(cleanRichText("<p>  </p>").html).toBe("");
  });
});

describe("rich text as text", () => {
  it("reads the words of a rich text, block by block, an image by its alt text", () => {
    expect(
      htmlToText(
        '<h2>Titre</h2><p>Un &amp; <a href="/x">deux</a><br />trois</p><ul><li>a</li><li>b</li></ul><img src="/media/a.webp" alt="photo" />',
      ),
    ).toBe("Titre\n\nUn & deux\ntrois\n\n• a\n\n• b\n\nphoto");
  });

  it("leaves a plain text as it is, even with angle brackets", () => {
    expect(looksLikeHtml("a < b > c")).toBe(false);
    expect(htmlToText("a <3 b\n\nc")).toBe("a <3 b\n\nc");
    expect(richHtml("a <3\n\nb")).toBe("<p>a &lt;3</p><p>b</p>");
  });

  it("plain text round-trips through HTML to the same words", () => {
    const text = "Première ligne\nseconde « ligne » & co\n\nDeuxième paragraphe <pas une balise>";
    expect(htmlToText(plainToHtml(text))).toBe(text);
  });

  it("finds the site's uploads shown in a rich text", () => {
    expect(
      richTextMediaUrls(
        '<p>x</p><img src="/media/2026/01/a.webp" alt="" /><img src="https://other.example/b.png" alt="" />',
      ),
    ).toEqual(["/media/2026/01/a.webp"]);
  });
});
