import { describe, expect, it } from '@jest/globals';
import { headerMarkupOf } from './drawn-header';

describe('headerMarkupOf', () => {
  it("takes what is inside the page's first header, its start tag's attributes left out", () => {
    const page =
      '<div class="shell"><a href="#main">Skip</a><header class="h right-scroll-bar-position"><div class="g">' +
      '<a href="/" aria-current="page">Home</a></div></header><main><header>a card</header></main></div>';
    expect(headerMarkupOf(page)).toBe('<div class="g"><a href="/" aria-current="page">Home</a></div>');
  });

  it('keeps nothing from a page without a whole header, or with a header inside it', () => {
    expect(headerMarkupOf('<main id="main">A monitor</main>')).toBeNull();
    expect(headerMarkupOf('<header class="h"><div>cut short')).toBeNull();
    expect(headerMarkupOf('<header class="h"><header>inner</header></header>')).toBeNull();
  });

  it('does not take a <headers> element or a header named in text for the header', () => {
    expect(headerMarkupOf('<headerish>x</headerish><p>&lt;header&gt;</p>')).toBeNull();
  });
});
