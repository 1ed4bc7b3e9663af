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
});
