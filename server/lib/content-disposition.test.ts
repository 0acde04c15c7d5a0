import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('names a Chinese file in UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('attachment', '报销单 (1).pdf')).toBe(
      `attachment; filename="___ (1).pdf"; filename*=UTF-8''%E6%8A%A5%E9%94%80%E5%8D%95%20%281%29.pdf`,
    );
  });

  it('keeps quotes and backslashes out of the quoted name', () => {
    expect(contentDisposition('inline', `a"b\\c'.png`)).toBe(
      `inline; filename="a_b_c'.png"; filename*=UTF-8''a%22b%5Cc%27.png`,
    );
  });
});
