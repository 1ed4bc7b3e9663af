import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.js';

describe('htmlToText', () => {
  it('drops tags, scripts and styles, decodes entities and collapses whitespace', () => {
    const html = `<style>p{color:red}</style><p>Troops&nbsp;moved   into
      <b>the</b> city &amp; port.</p><script>alert("x")</script><br/>Calm &#8220;now&#x201D;.`;
    expect(htmlToText(html, 1000)).toBe('Troops moved into the city & port. Calm “now”.');
  });

  it('strips HTML that arrives escaped a second time', () => {
    expect(htmlToText('&lt;p&gt;Hello &lt;em&gt;world&lt;/em&gt;&lt;/p&gt;', 100)).toBe(
      'Hello world',
    );
  });

  it('keeps inline words together and separates blocks', () => {
    expect(htmlToText('<li>one</li><li>t<i>w</i>o</li>', 100)).toBe('one two');
  });

  it('cuts to the limit without splitting an emoji', () => {
    expect(htmlToText('abc', 2)).toBe('ab');
    expect(htmlToText('a🙂b', 2)).toBe('a');
  });

  it('decodes named entities, not only the few common ones', () => {
    expect(
      htmlToText('Caf&eacute; &uuml;ber 5&nbsp;&euro; &ndash; &lt;b&gt;ok&lt;/b&gt;', 100),
    ).toBe('Café über 5 € – ok');
  });

  it('reads text that only looks like markup as text', () => {
    expect(htmlToText('a < b and c > d, 5 &lt; 6', 100)).toBe('a < b and c > d, 5 < 6');
  });

  // Inputs that took seconds to minutes with the former regular expressions (quadratic).
  it('reads unterminated tags and escaped tags in one pass', () => {
    expect(htmlToText(`Before ${'<p'.repeat(30_000)} after`, 100)).toBe('Before');
    expect(htmlToText(`Before ${'&lt;a'.repeat(300_000)} after`, 100)).toBe('Before');
    expect(htmlToText(`Before ${'<div>'.repeat(150_000)}after`, 100)).toBe('Before after');
    expect(htmlToText(`Before ${'<a>'.repeat(100_000)}${'</b>'.repeat(100_000)}`, 100)).toBe(
      'Before',
    );
  });

  it('keeps text wrapped in CDATA and drops comments', () => {
    expect(htmlToText('a <![CDATA[kept]]> b <!-- dropped --> c', 100)).toBe('a kept b c');
  });
});
