import { describe, expect, it } from 'vitest';
import {
  ASSET_ATTACHMENT_TYPES,
  DEFAULT_PAGE_SIZE,
  fileExtension,
  isAllowedAssetAttachment,
  isPreviewableFile,
  PAGE_SIZE_OPTIONS,
  UPLOAD_LIMIT_BYTES,
} from './constants';

describe('constants', () => {
  it('keep the default page size among the options', () => {
    expect(PAGE_SIZE_OPTIONS).toContain(DEFAULT_PAGE_SIZE);
  });

  it('keep the upload limit at 50 MB', () => {
    expect(UPLOAD_LIMIT_BYTES).toBe(50 * 1024 * 1024);
  });
});

describe('fileExtension', () => {
  it.each([
    ['凭证.PDF', 'pdf'],
    ['archive.tar.7z', '7z'],
    ['a/b.c/readme', ''],
    ['noext', ''],
    ['.hidden', ''],
    ['trailing.', ''],
    ['照片.JpEg', 'jpeg'],
  ])('%j -> %j', (name, expected) => {
    expect(fileExtension(name)).toBe(expected);
  });
});

describe('attachment types', () => {
  it('allows the asset dialog list, case-insensitively', () => {
    expect(ASSET_ATTACHMENT_TYPES).toHaveLength(14);
    expect(isAllowedAssetAttachment('发票.JPG')).toBe(true);
    expect(isAllowedAssetAttachment('合同.ceb')).toBe(true);
    expect(isAllowedAssetAttachment('脚本.exe')).toBe(false);
    expect(isAllowedAssetAttachment('pdf')).toBe(false);
  });

  it('previews images and PDF, and offers the rest as downloads', () => {
    expect(isPreviewableFile('a.png')).toBe(true);
    expect(isPreviewableFile('a.PDF')).toBe(true);
    for (const ext of ['ppt', 'pptx', 'rar', 'ceb', 'xls', 'xlsx', 'doc', 'docx', 'txt', 'zip', '7z']) {
      expect(isPreviewableFile(`a.${ext}`)).toBe(false);
    }
  });
});
