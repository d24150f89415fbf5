/**
 * XSS payloads for the security suite (issue 12), as data: every class of the OWASP "XSS Filter Evasion"
 * cheat sheet plus the vectors of today's browsers (mutation XSS through foreign content, declarative
 * shadow DOM, animation events, DOM clobbering…). Written for this project, one vector per entry.
 *
 * Each payload, if anything in it ran, would set the probe `window.__xss` (or `top.__xss` from inside a
 * frame); none calls alert, so a browser test can check for it without dialogs. Some are inert in a modern
 * browser even raw (old IE vectors, encoded text): they stay because a sanitizer must not turn them live
 * (by decoding an entity, by re-serialising a broken tag) and because the unit test checks the sanitizer's
 * output for what it contains, not only for whether it runs.
 */

export type XssCategory =
  | 'script-tag'
  | 'event-handler'
  | 'url-scheme'
  | 'obfuscated-scheme'
  | 'broken-markup'
  | 'comment-cdata'
  | 'svg-mathml'
  | 'frame-embed'
  | 'meta-base-link'
  | 'form-action'
  | 'css'
  | 'mutation'
  | 'quotes-whitespace'
  | 'srcset'
  | 'encoded-text'
  | 'dom-clobbering';

export interface XssPayload {
  /** Unique, kebab-case: names the payload in test titles and reports. */
  id: string;
  category: XssCategory;
  html: string;
}

const group = (category: XssCategory, entries: readonly (readonly [id: string, html: string])[]): XssPayload[] =>
  entries.map(([id, html]) => ({ id, category, html }));

/** A 1×1 transparent GIF: a picture that really loads (its onload fires when a handler survives). */
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const XSS_PAYLOADS: readonly XssPayload[] = [
  ...group('script-tag', [
    ['script-plain', '<script>window.__xss=1</script>'],
    ['script-upper', '<SCRIPT>window.__xss=1</SCRIPT>'],
    ['script-mixed-case', '<ScRiPt>window.__xss=1</sCrIpT>'],
    ['script-src-data', '<script src="data:text/javascript,window.__xss=1"></script>'],
    ['script-src-data-unquoted', '<script src=data:,window.__xss=1></script>'],
    ['script-slash-attribute', '<script/xss src="data:,window.__xss=1"></script>'],
    ['script-module', '<script type="module">window.__xss=1</script>'],
    ['script-legacy-type', '<script type="text/javascript" language="javascript">window.__xss=1</script>'],
    ['script-double-bracket', '<<script>window.__xss=1;//<</script>'],
    ['script-unclosed-end-tag', '<script>window.__xss=1</script'],
    ['script-split-nested', '<scr<script>ipt>window.__xss=1</scr</script>ipt>'],
    ['script-half-open', '<script src=data:,window.__xss=1 //'],
    ['script-in-svg', '<svg><script>window.__xss=1</script></svg>'],
    ['script-in-svg-entities', '<svg><script>window&#46;__xss&#61;1</script></svg>'],
    ['script-svg-href', '<svg><script href="data:,window.__xss=1"/></svg>'],
    ['script-svg-xlink-href', '<svg><script xlink:href="data:,window.__xss=1"></script></svg>'],
    ['script-after-title', '</title><script>window.__xss=1</script>'],
    ['script-after-textarea', '</textarea><script>window.__xss=1</script>'],
    ['script-after-style', '</style><script>window.__xss=1</script>'],
    ['script-after-comment', '--><script>window.__xss=1</script>'],
    ['script-after-double-quote', '"><script>window.__xss=1</script>'],
    ['script-after-single-quote', "'><script>window.__xss=1</script>"],
    ['script-newline-in-tag', '<script\n>window.__xss=1</script\n>'],
    ['script-formfeed-in-tag', '<script\f>window.__xss=1</script>'],
    ['script-defer-async', '<script defer async>window.__xss=1</script>'],
    ['script-char-codes', "<script>this['__xss']=String.fromCharCode(49)</script>"],
    ['script-eval-base64', "<script>eval(atob('d2luZG93Ll9feHNzPTE='))</script>"],
    ['script-in-table', '<table><script>window.__xss=1</script></table>'],
    ['script-in-select', '<select><script>window.__xss=1</script></select>'],
    ['script-after-noscript', '<noscript></noscript><script>window.__xss=1</script>'],
  ]),

  ...group('event-handler', [
    ['img-onerror', '<img src=x onerror=window.__xss=1>'],
    ['img-onerror-quoted', '<img src="x" onerror="window.__xss=1">'],
    ['img-onerror-upper', '<IMG SRC=x ONERROR=window.__xss=1>'],
    ['img-onerror-mixed-case', '<img src=x oNeRrOr=window.__xss=1>'],
    ['img-slash-separators', '<img/src="x"/onerror=window.__xss=1>'],
    ['img-spaces-around-equals', '<img src=x onerror =  window.__xss=1>'],
    ['img-entity-handler-decimal', '<img src=x onerror="&#119;&#105;&#110;&#100;&#111;&#119;.__xss=1">'],
    ['img-entity-handler-hex', '<img src=x onerror="&#x77;indow.__xss&#x3d;1">'],
    ['img-eval-src', '<img src="x:window.__xss=1" onerror="eval(src)">'],
    ['img-empty-src', '<img onerror=window.__xss=1 src>'],
    ['img-onload-real-picture', `<img src="${GIF}" onload="window.__xss=1">`],
    ['image-alias-tag', '<image src=x onerror=window.__xss=1>'],
    ['svg-onload', '<svg onload=window.__xss=1>'],
    ['svg-slash-onload', '<svg/onload=window.__xss=1>'],
    ['body-onload', '<body onload=window.__xss=1>'],
    ['body-onpageshow', '<body onpageshow=window.__xss=1>'],
    ['frameset-onload', '<frameset onload=window.__xss=1>'],
    ['details-ontoggle', '<details open ontoggle=window.__xss=1>'],
    ['details-ontoggle-upper', '<DETAILS OPEN ONTOGGLE="window.__xss=1"><SUMMARY>x</SUMMARY></DETAILS>'],
    ['video-onerror', '<video src=x onerror=window.__xss=1></video>'],
    ['video-onloadstart', '<video controls src=x onloadstart=window.__xss=1></video>'],
    ['video-source-onerror', '<video><source src=x onerror=window.__xss=1></video>'],
    ['video-track-onerror', '<video><track default src=x onerror=window.__xss=1></video>'],
    ['audio-onerror', '<audio src=x onerror=window.__xss=1></audio>'],
    ['audio-source-onerror', '<audio><source src=x onerror=window.__xss=1></audio>'],
    ['input-autofocus-onfocus', '<input autofocus onfocus=window.__xss=1>'],
    ['select-autofocus-onfocus', '<select autofocus onfocus=window.__xss=1></select>'],
    ['textarea-autofocus-onfocus', '<textarea autofocus onfocus=window.__xss=1></textarea>'],
    ['keygen-autofocus-onfocus', '<keygen autofocus onfocus=window.__xss=1>'],
    ['contenteditable-autofocus', '<div contenteditable autofocus onfocus=window.__xss=1>x</div>'],
    ['custom-element-autofocus', '<x-widget tabindex=0 autofocus onfocus=window.__xss=1>x</x-widget>'],
    ['a-tabindex-onfocusin', '<a tabindex=0 autofocus onfocusin=window.__xss=1>x</a>'],
    ['marquee-onstart', '<marquee onstart=window.__xss=1>x</marquee>'],
    ['iframe-onload', '<iframe onload=window.__xss=1></iframe>'],
    ['object-onerror', '<object data=x onerror=window.__xss=1></object>'],
    ['embed-onload', '<embed src=x onload=window.__xss=1>'],
    ['style-onload', '<style onload=window.__xss=1></style>'],
    ['link-onerror', '<link rel=stylesheet href=x onerror=window.__xss=1>'],
    ['input-image-onerror', '<input type=image src=x onerror=window.__xss=1>'],
    ['picture-img-onerror', '<picture><source srcset=x><img src=x onerror=window.__xss=1></picture>'],
    ['svg-animate-onbegin', '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>'],
    ['svg-set-onbegin', '<svg><set onbegin=window.__xss=1 attributeName=x to=1>'],
    ['svg-image-onerror', '<svg><image href=x onerror=window.__xss=1 /></svg>'],
    [
      'animationstart',
      '<style>@keyframes xss{}</style><p style="animation-name:xss" onanimationstart="window.__xss=1">x</p>',
    ],
    ['p-onmouseover', '<p onmouseover="window.__xss=1">survolez-moi</p>'],
    ['a-onclick', '<a href="#" onclick="window.__xss=1">lien</a>'],
    ['h1-oncopy', '<h1 oncopy=window.__xss=1>titre</h1>'],
    ['div-onpointerenter', '<div onpointerenter=window.__xss=1>x</div>'],
    ['unknown-tag-onclick', '<xss onclick=window.__xss=1>x</xss>'],
  ]),

  ...group('url-scheme', [
    ['a-javascript', '<a href="javascript:window.__xss=1">x</a>'],
    ['a-javascript-upper', '<a href="JAVASCRIPT:window.__xss=1">x</a>'],
    ['a-javascript-mixed-case', '<a href="JaVaScRiPt:window.__xss=1">x</a>'],
    ['a-javascript-unquoted', '<a href=javascript:window.__xss=1>x</a>'],
    ['a-javascript-single-quoted', "<a href='javascript:window.__xss=1'>x</a>"],
    ['a-javascript-void', '<a href="javascript:void(window.__xss=1)">x</a>'],
    ['a-javascript-blank', '<a href="javascript:window.__xss=1" target="_blank">x</a>'],
    ['a-javascript-comment-newline', '<a href="javascript://%0Awindow.__xss=1">x</a>'],
    ['a-javascript-comment-cr', '<a href="javascript://x%0Dwindow.__xss=1">x</a>'],
    ['a-vbscript', '<a href="vbscript:window.__xss=1">x</a>'],
    ['a-livescript', '<a href="livescript:window.__xss=1">x</a>'],
    ['a-data-html', '<a href="data:text/html,<script>top.__xss=1</script>">x</a>'],
    ['a-data-html-base64', '<a href="data:text/html;base64,PHNjcmlwdD50b3AuX194c3M9MTwvc2NyaXB0Pg==">x</a>'],
    ['a-data-html-upper', '<a href="DATA:TEXT/HTML,<script>top.__xss=1</script>">x</a>'],
    ['img-src-javascript', '<img src="javascript:window.__xss=1">'],
    ['img-src-vbscript', '<img src="vbscript:window.__xss=1">'],
    ['img-src-data-html', '<img src="data:text/html,<script>top.__xss=1</script>">'],
    ['img-dynsrc', '<img dynsrc="javascript:window.__xss=1">'],
    ['img-lowsrc', '<img lowsrc="javascript:window.__xss=1">'],
    ['bgsound-src', '<bgsound src="javascript:window.__xss=1">'],
    ['body-background', '<body background="javascript:window.__xss=1">'],
    ['table-background', '<table background="javascript:window.__xss=1"><tr><td>x</td></tr></table>'],
    ['td-background', '<table><tr><td background="javascript:window.__xss=1">x</td></tr></table>'],
    ['video-poster', '<video poster="javascript:window.__xss=1"></video>'],
    ['video-src-javascript', '<video src="javascript:window.__xss=1"></video>'],
    ['source-src-javascript', '<video><source src="javascript:window.__xss=1"></video>'],
    ['blockquote-cite', '<blockquote cite="javascript:window.__xss=1">x</blockquote>'],
    ['a-ping', '<a href="/" ping="javascript:window.__xss=1">x</a>'],
    ['svg-a-xlink-href', '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">x</text></a></svg>'],
    ['svg-a-href', '<svg><a href="javascript:window.__xss=1"><text y="20">x</text></a></svg>'],
    ['math-href', '<math href="javascript:window.__xss=1"><mi>x</mi></math>'],
  ]),

  ...group('obfuscated-scheme', [
    ['scheme-tab-entity', '<a href="jav&#x09;ascript:window.__xss=1">x</a>'],
    ['scheme-newline-entity', '<a href="jav&#x0A;ascript:window.__xss=1">x</a>'],
    ['scheme-cr-entity', '<a href="jav&#x0D;ascript:window.__xss=1">x</a>'],
    ['scheme-raw-tab', '<a href="jav\tascript:window.__xss=1">x</a>'],
    ['scheme-raw-newline', '<a href="java\nscript:window.__xss=1">x</a>'],
    ['scheme-named-tab', '<a href="java&Tab;script:window.__xss=1">x</a>'],
    ['scheme-named-newline', '<a href="java&NewLine;script:window.__xss=1">x</a>'],
    [
      'scheme-decimal-entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">x</a>',
    ],
    [
      'scheme-padded-decimal',
      '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__xss=1">x</a>',
    ],
    [
      'scheme-hex-no-semicolon',
      '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;window.__xss=1">x</a>',
    ],
    ['scheme-named-colon', '<a href="javascript&colon;window.__xss=1">x</a>'],
    ['scheme-one-entity', '<a href="javas&#99;ript:window.__xss=1">x</a>'],
    ['scheme-hex-mixed-case', '<a href="JaVaScRiPt&#x3a;window.__xss&equals;1">x</a>'],
    ['scheme-leading-control-entity', '<a href="&#14;javascript:window.__xss=1">x</a>'],
    ['scheme-leading-raw-control', '<a href="\u0001javascript:window.__xss=1">x</a>'],
    ['scheme-leading-space-entity', '<a href=" &#14;  javascript:window.__xss=1">x</a>'],
    ['scheme-null-inside', '<a href="java\u0000script:window.__xss=1">x</a>'],
    ['scheme-percent-encoded', '<a href="%6Aavascript:window.__xss=1">x</a>'],
    ['scheme-line-separator', '<a href="\u2028javascript:window.__xss=1">x</a>'],
    ['iframe-src-entity-scheme', '<iframe src="&#106;avascript:top.__xss=1"></iframe>'],
    ['img-src-tab-scheme', '<img src="jav&#x09;ascript:window.__xss=1">'],
  ]),

  ...group('broken-markup', [
    ['double-open-img', '<<img src=x onerror=window.__xss=1>'],
    ['img-trailing-open-bracket', '<img src=x onerror=window.__xss=1 <'],
    ['img-unterminated-tag', '<img src=x onerror="window.__xss=1"'],
    ['img-unterminated-quote', '<img src=x onerror=window.__xss=1 alt="'],
    ['malformed-img-quotes', '<img """><script>window.__xss=1</script>">'],
    ['markup-in-href', '<a href="</a><img src=x onerror=window.__xss=1>">x</a>'],
    ['markup-in-title', '<img alt="<x" title="/><img src=x onerror=window.__xss=1>">'],
    ['markup-in-p-title', '<p title="</p><img src=x onerror=window.__xss=1>">x</p>'],
    ['tag-name-with-bracket', '<a<img src=x onerror=window.__xss=1>'],
    ['bold-open-script', '<b <script>window.__xss=1</script>0'],
    ['stray-end-tags', '<p><img src=x onerror=window.__xss=1></p></p></div></body></html>'],
    ['nested-in-table', '<table><tr><td><img src=x onerror=window.__xss=1></td></tr></table>'],
    ['nested-in-list', '<ul><li><img src=x onerror=window.__xss=1></li></ul>'],
    ['nested-anchors', '<a href="/x"><a href="javascript:window.__xss=1">x</a></a>'],
    ['unquoted-src-swallows', '<img src= onerror=window.__xss=1>'],
    ['duplicate-handlers', '<img src=x onerror=window.__xss=1 onerror=void(0)>'],
    ['null-in-tag-name', '<scr\u0000ipt>window.__xss=1</scr\u0000ipt>'],
    ['end-tag-with-attribute', '</x="><img src=x onerror=window.__xss=1>">'],
  ]),

  ...group('comment-cdata', [
    ['comment-in-attribute', '<!--<img src="--><img src=x onerror=window.__xss=1//">'],
    ['comment-bang-close', '<!-- --!><img src=x onerror=window.__xss=1> -->'],
    ['comment-abrupt-close', '<!--><img src=x onerror=window.__xss=1>-->'],
    ['comment-abrupt-close-dash', '<!---><img src=x onerror=window.__xss=1>-->'],
    ['cdata-in-html', '<![CDATA[><img src=x onerror=window.__xss=1>]]>'],
    ['cdata-in-svg', '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=window.__xss=1>"></image>]]></svg>'],
    ['processing-instruction', '<? x="><img src=x onerror=window.__xss=1>">'],
    ['bogus-comment-bang', '<!x="><img src=x onerror=window.__xss=1>">'],
    ['downlevel-hidden', '<!--[if gte IE 4]><script>window.__xss=1</script><![endif]-->'],
    ['downlevel-revealed', '<![if !IE]><img src=x onerror=window.__xss=1><![endif]>'],
    ['style-comment', '<style><!--</style><img src=x onerror=window.__xss=1>-->'],
    ['title-comment', '<title><!--</title><img src=x onerror=window.__xss=1>-->'],
    ['noscript-comment', '<noscript><!--</noscript><img src=x onerror=window.__xss=1>--></noscript>'],
    ['script-comment', '<script><!--</script><img src=x onerror=window.__xss=1>-->'],
    ['comment-hides-script-open', '<!-- <script> --><img src=x onerror=window.__xss=1>'],
  ]),

  ...group('svg-mathml', [
    ['svg-foreignobject-img', '<svg><foreignObject><img src=x onerror=window.__xss=1></foreignObject></svg>'],
    ['svg-style-breakout', '<svg><style><img src=x onerror=window.__xss=1></style></svg>'],
    ['math-style-breakout', '<math><style><img src=x onerror=window.__xss=1></style></math>'],
    ['svg-title-html', '<svg><title><img src=x onerror=window.__xss=1></title></svg>'],
    ['svg-desc-html', '<svg><desc><img src=x onerror=window.__xss=1></desc></svg>'],
    ['svg-font-breakout', '<svg><font color=red><img src=x onerror=window.__xss=1></font></svg>'],
    ['math-mi-img', '<math><mi><img src=x onerror=window.__xss=1></mi></math>'],
    [
      'math-annotation-xml',
      '<math><annotation-xml encoding="text/html"><img src=x onerror=window.__xss=1></annotation-xml></math>',
    ],
    ['mxss-svg-p-style', '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">'],
    [
      'mxss-mglyph-style',
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=window.__xss=1&gt;">',
    ],
    ['mxss-form-math', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>'],
    [
      'mxss-mglyph-textarea',
      '<math><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=window.__xss=1 src=1>">',
    ],
    ['svg-p-style-title', '<svg><p><style><img src=x onerror=window.__xss=1></style></p></svg>'],
    [
      'svg-use-data',
      `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='top.__xss=1'/></svg>#x"/></svg>`,
    ],
    [
      'svg-animate-href',
      '<svg><a><animate attributeName="href" values="javascript:window.__xss=1"/><text y="20">x</text></a></svg>',
    ],
    [
      'svg-set-href',
      '<svg><a><set attributeName="href" to="javascript:window.__xss=1"/><text y="20">x</text></a></svg>',
    ],
    [
      'svg-handler-element',
      '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">window.__xss=1</handler></svg>',
    ],
    ['svg-discard-onbegin', '<svg><discard onbegin=window.__xss=1 /></svg>'],
    [
      'math-maction-xlink',
      '<math><maction actiontype="statusline#x" xlink:href="javascript:window.__xss=1">x</maction></math>',
    ],
    ['math-a-xlink', '<math><a xlink:href="javascript:window.__xss=1">x</a></math>'],
  ]),

  ...group('frame-embed', [
    ['iframe-src-javascript', '<iframe src="javascript:top.__xss=1"></iframe>'],
    ['iframe-srcdoc-script', '<iframe srcdoc="<script>top.__xss=1</script>"></iframe>'],
    ['iframe-srcdoc-escaped', '<iframe srcdoc="&lt;img src=x onerror=top.__xss=1&gt;"></iframe>'],
    ['iframe-src-data', '<iframe src="data:text/html,<script>top.__xss=1</script>"></iframe>'],
    ['object-data-javascript', '<object data="javascript:top.__xss=1"></object>'],
    ['object-data-html', '<object data="data:text/html,<script>top.__xss=1</script>"></object>'],
    [
      'object-type-base64',
      '<object type="text/html" data="data:text/html;base64,PHNjcmlwdD50b3AuX194c3M9MTwvc2NyaXB0Pg=="></object>',
    ],
    ['object-param', '<object><param name="src" value="javascript:top.__xss=1"></object>'],
    ['embed-src-javascript', '<embed src="javascript:top.__xss=1">'],
    [
      'embed-svg-base64',
      '<embed type="image/svg+xml" src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0idG9wLl9feHNzPTEiLz4=">',
    ],
    ['frameset-frame', '<frameset><frame src="javascript:top.__xss=1"></frameset>'],
    ['applet-code', '<applet code="javascript:top.__xss=1"></applet>'],
  ]),

  ...group('meta-base-link', [
    ['meta-refresh-javascript', '<meta http-equiv="refresh" content="0;url=javascript:top.__xss=1">'],
    [
      'meta-refresh-data',
      '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD50b3AuX194c3M9MTwvc2NyaXB0Pg==">',
    ],
    ['meta-charset-utf7', '<meta charset="utf-7">+ADw-script+AD4-window.__xss=1+ADw-/script+AD4-'],
    ['base-href-javascript', '<base href="javascript:top.__xss=1//"><a href="x">x</a>'],
    ['base-href-data', '<base href="data:text/html,<script>top.__xss=1</script>//"><a href="x">x</a>'],
    ['link-import', '<link rel="import" href="data:text/html,<script>top.__xss=1</script>">'],
    ['link-stylesheet-javascript', '<link rel="stylesheet" href="javascript:window.__xss=1">'],
    ['link-onload', '<link rel="stylesheet" href="data:text/css," onload="window.__xss=1">'],
    ['link-preload-imagesrcset', '<link rel="preload" as="image" imagesrcset="javascript:window.__xss=1 1x">'],
    ['style-import-javascript', "<style>@import 'javascript:window.__xss=1';</style>"],
    [
      'style-import-data',
      '<style>@import url("data:text/css,body{background:url(javascript:window.__xss=1)}");</style>',
    ],
  ]),

  ...group('form-action', [
    ['form-action-javascript', '<form action="javascript:window.__xss=1"><input type="submit"></form>'],
    [
      'form-autosubmit',
      '<form action="javascript:window.__xss=1"><input name="q" autofocus onfocus="this.form.submit()"></form>',
    ],
    ['button-formaction', '<form><button formaction="javascript:window.__xss=1">x</button></form>'],
    [
      'button-form-attribute',
      '<form id="xss-form"></form><button form="xss-form" formaction="javascript:window.__xss=1">x</button>',
    ],
    ['input-submit-formaction', '<form><input type="submit" formaction="javascript:window.__xss=1"></form>'],
    ['input-image-formaction', '<form><input type="image" src="x" formaction="javascript:window.__xss=1"></form>'],
    ['isindex-action', '<isindex action="javascript:window.__xss=1" type="submit">'],
    ['isindex-image', '<isindex type="image" src="x" onerror="window.__xss=1">'],
  ]),

  ...group('css', [
    ['style-url-javascript', '<div style="background-image:url(javascript:window.__xss=1)">x</div>'],
    ['style-url-quoted', '<div style="background:url(&quot;javascript:window.__xss=1&quot;)">x</div>'],
    ['style-expression', '<div style="width:expression(window.__xss=1)">x</div>'],
    ['style-expression-comment', '<div style="xss:expr/*x*/ession(window.__xss=1)">x</div>'],
    ['style-expression-escape', '<p style="x:\\65xpression(window.__xss=1)">x</p>'],
    ['img-style-expression', '<img src="x.png" style="xss:expression(window.__xss=1)">'],
    [
      'style-svg-background',
      '<div style="background:url(data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22 onload=%22top.__xss=1%22/>)">x</div>',
    ],
    ['style-element-url', '<style>body{background:url("javascript:window.__xss=1")}</style>'],
    ['style-element-expression', '<style>*{x:expression(window.__xss=1)}</style>'],
    ['style-list-image', '<style>li{list-style-image:url("javascript:window.__xss=1")}</style><ul><li>x</li></ul>'],
  ]),

  ...group('mutation', [
    ['template-img', '<template><img src=x onerror=window.__xss=1></template>'],
    ['template-script', '<template><script>window.__xss=1</script></template>'],
    [
      'declarative-shadow-dom',
      '<div><template shadowrootmode="open"><img src=x onerror=window.__xss=1></template></div>',
    ],
    ['noscript-title', '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>'],
    ['noscript-style', '<noscript><style></noscript><img src=x onerror=window.__xss=1>'],
    ['noscript-img', '<noscript><img src=x onerror=window.__xss=1></noscript>'],
    ['noembed-title', '<noembed><img title="</noembed><img src=x onerror=window.__xss=1>"></noembed>'],
    ['noframes-title', '<noframes><img title="</noframes><img src=x onerror=window.__xss=1>"></noframes>'],
    ['xmp-title', '<xmp><img title="</xmp><img src=x onerror=window.__xss=1>"></xmp>'],
    ['iframe-text-title', '<iframe><img title="</iframe><img src=x onerror=window.__xss=1>"></iframe>'],
    ['textarea-title', '<textarea><img title="</textarea><img src=x onerror=window.__xss=1>"></textarea>'],
    ['title-title', '<title><img title="</title><img src=x onerror=window.__xss=1>"></title>'],
    ['style-title', '<style><img title="</style><img src=x onerror=window.__xss=1>"></style>'],
    ['plaintext', '<plaintext><img src=x onerror=window.__xss=1>'],
  ]),

  ...group('quotes-whitespace', [
    ['backtick-src-javascript', '<img src=`javascript:window.__xss=1`>'],
    ['backtick-title', '<img src=x title="`" onerror="window.__xss=1">'],
    ['single-quotes', "<img src='x' onerror='window.__xss=1'>"],
    ['no-space-between-attributes', '<img src="x"onerror="window.__xss=1">'],
    ['quote-mix-in-title', `<a title='"><img src=x onerror=window.__xss=1>'>x</a>`],
    ['attribute-breaking-double', '<img src="x" alt=""" onerror="window.__xss=1">'],
    ['newline-separators', '<img\nsrc=x\nonerror=window.__xss=1>'],
    ['tab-separators', '<img\tsrc=x\tonerror=window.__xss=1>'],
    ['formfeed-separators', '<img\fsrc=x\fonerror=window.__xss=1>'],
    ['cr-separators', '<img\rsrc=x\ronerror=window.__xss=1>'],
    ['svg-newlines-around-equals', '<svg\nonload\n=\nwindow.__xss=1>'],
    ['null-after-src-value', '<img src=x\u0000 onerror=window.__xss=1>'],
    ['null-in-attribute-name', '<img src=x on\u0000error=window.__xss=1>'],
    ['null-after-tag-name', '<img\u0000 src=x onerror=window.__xss=1>'],
    ['vertical-tab-separator', '<img src=x\u000bonerror=window.__xss=1>'],
    ['nbsp-separator', '<img\u00a0src=x onerror=window.__xss=1>'],
    ['slash-before-close', '<img src=x onerror=window.__xss=1//>'],
  ]),

  ...group('srcset', [
    ['srcset-javascript', '<img srcset="javascript:window.__xss=1 1x">'],
    ['srcset-second-candidate', '<img srcset="x 1x, javascript:window.__xss=1 2x">'],
    ['srcset-data-html', '<img srcset="data:text/html,<script>top.__xss=1</script> 1x">'],
    ['srcset-empty-candidates', '<img srcset="x,,, javascript:window.__xss=1 1x">'],
    ['srcset-widths', '<img sizes="1px" srcset="x 1w, javascript:window.__xss=1 2w">'],
    ['srcset-entity-scheme', '<img srcset="jav&#x09;ascript:window.__xss=1">'],
    ['picture-source-srcset', '<picture><source srcset="javascript:window.__xss=1"><img src="x"></picture>'],
    ['srcset-comma-onerror', '<img src="x" srcset="," onerror="window.__xss=1">'],
    [
      'picture-source-onerror',
      '<picture><source type="image/webp" srcset="x" onerror="window.__xss=1"><img src="x"></picture>',
    ],
  ]),

  ...group('encoded-text', [
    ['entities-script', '&lt;script&gt;window.__xss=1&lt;/script&gt;'],
    ['decimal-entities-script', '&#60;script&#62;window.__xss=1&#60;/script&#62;'],
    ['hex-entities-img', '&#x3C;img src=x onerror=window.__xss=1&#x3E;'],
    ['double-encoded-entities', '&amp;lt;script&amp;gt;window.__xss=1&amp;lt;/script&amp;gt;'],
    ['percent-encoded', '%3Cscript%3Ewindow.__xss=1%3C/script%3E'],
    ['double-percent-encoded', '%253Cscript%253Ewindow.__xss=1%253C/script%253E'],
    ['js-unicode-escapes', '\\u003cscript\\u003ewindow.__xss=1\\u003c/script\\u003e'],
    ['js-hex-escapes', '\\x3cscript\\x3ewindow.__xss=1\\x3c/script\\x3e'],
    ['fullwidth-brackets', '\uff1cscript\uff1ewindow.__xss=1\uff1c/script\uff1e'],
    ['utf7', '+ADw-script+AD4-window.__xss=1+ADw-/script+AD4-'],
    ['entities-in-paragraph', '<p>&lt;img src=x onerror=window.__xss=1&gt;</p>'],
  ]),

  ...group('dom-clobbering', [
    ['clobber-img-id', '<img id="__xss" src="x.png">'],
    ['clobber-p-id', '<p id="__xss">x</p>'],
    ['clobber-h2-unquoted-id', '<h2 id=__xss>x</h2>'],
    ['clobber-a-id', '<a id="__xss" href="/x">x</a>'],
    ['clobber-a-name', '<a name="__xss">x</a>'],
    ['clobber-a-collection', '<a id="__xss"></a><a id="__xss" name="href" href="javascript:window.__xss=1"></a>'],
    ['clobber-form-name', '<form name="__xss"></form>'],
    ['clobber-iframe-name', '<iframe name="__xss"></iframe>'],
    ['clobber-embed-name', '<embed name="__xss">'],
    ['clobber-object-id', '<object id="__xss"></object>'],
    ['clobber-img-name', '<img name="__xss" src="x.png">'],
    ['clobber-section-id', '<section id="__xss"><p>x</p></section>'],
  ]),
];
