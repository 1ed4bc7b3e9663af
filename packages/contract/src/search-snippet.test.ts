import { describe, expect, it } from 'vitest';
import { SNIPPET_MARK as M, snippetParts } from './search-snippet.js';

describe('snippetParts', () => {
  it('splits marked words from plain text', () => {
    expect(snippetParts(`Large ${M.start}protests${M.stop} in ${M.start}Lagos${M.stop}.`)).toEqual([
      { text: 'Large ', marked: false },
      { text: 'protests', marked: true },
      { text: ' in ', marked: false },
      { text: 'Lagos', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('keeps markup as text and survives stray markers', () => {
    expect(snippetParts(`<b>x</b>${M.stop}y${M.start}`)).toEqual([
      { text: '<b>x</b>', marked: false },
      { text: 'y', marked: false },
    ]);
    expect(snippetParts('')).toEqual([]);
  });
});
