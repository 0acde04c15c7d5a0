import { describe, expect, it } from 'vitest';
import { ASSET_ATTACHMENT_TYPES, PREVIEWABLE_TYPES } from '../constants';
import { contentTypeOf } from './content-type';

describe('contentTypeOf', () => {
  it('serves what the viewer previews with its own type', () => {
    expect(contentTypeOf('png')).toBe('image/png');
    expect(contentTypeOf('jpg')).toBe('image/jpeg');
    expect(contentTypeOf('pdf')).toBe('application/pdf');
    for (const t of PREVIEWABLE_TYPES) expect(contentTypeOf(t)).not.toBe('application/octet-stream');
  });

  it('names every allowed kind but ceb, and serves unknown ones as bytes', () => {
    const untyped = ASSET_ATTACHMENT_TYPES.filter((t) => contentTypeOf(t) === 'application/octet-stream');
    expect(untyped).toEqual(['ceb']);
    expect(contentTypeOf('exe')).toBe('application/octet-stream');
  });
});
