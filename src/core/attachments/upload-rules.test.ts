import { describe, expect, it } from 'vitest';
import { ASSET_ATTACHMENT_TYPES, UPLOAD_LIMIT_BYTES } from '../constants';
import { fileProblem, OVER_REQUEST_LIMIT, type UploadLimits, uploadProblem } from './upload-rules';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const limits: UploadLimits = {
  allowed: ASSET_ATTACHMENT_TYPES,
  singleFileBytes: 10 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
};
const pdf = (name: string, size: number) => ({ name, size, head: PDF });

describe('upload rules (spec 000 §5, §9)', () => {
  it('lets a fitting file through', () => {
    expect(fileProblem(pdf('发票.PDF', 1234), limits)).toBeNull();
    expect(uploadProblem([pdf('a.pdf', 1), pdf('b.pdf', 2)], limits)).toBeNull();
  });

  it('names the supported formats when the extension is not allowed', () => {
    expect(fileProblem(pdf('setup.exe', 10), limits)).toBe(
      `不支持「setup.exe」的文件格式，支持的格式：${ASSET_ATTACHMENT_TYPES.join('、')}`,
    );
    expect(fileProblem(pdf('无扩展名', 10), limits)).toContain('不支持「无扩展名」的文件格式');
  });

  it('refuses a file above the session limit with its name and the limit in MB', () => {
    expect(fileProblem(pdf('合同.pdf', 10 * 1024 * 1024 + 1), limits)).toBe(
      '文件「合同.pdf」超过单个文件大小限制 10MB',
    );
    expect(fileProblem(pdf('合同.pdf', 10 * 1024 * 1024), limits)).toBeNull();
  });

  it('refuses anything above the fixed 50 MB with the request layer’s message, whatever the session says', () => {
    const loose = { ...limits, singleFileBytes: 2 * UPLOAD_LIMIT_BYTES };
    expect(fileProblem(pdf('扫描件.pdf', UPLOAD_LIMIT_BYTES + 1), loose)).toBe(OVER_REQUEST_LIMIT);
    expect(fileProblem(pdf('扫描件.pdf', UPLOAD_LIMIT_BYTES), loose)).toBeNull();
  });

  it('refuses an empty file and content that does not fit the name', () => {
    expect(fileProblem(pdf('空.pdf', 0), limits)).toBe('文件「空.pdf」是空文件');
    expect(fileProblem({ name: '照片.jpg', size: 9, head: PDF }, limits)).toBe(
      '文件「照片.jpg」的内容不是 jpg 格式，已拒绝上传',
    );
  });

  it('refuses the whole upload on its first bad file or an over-limit total', () => {
    expect(uploadProblem([], limits)).toBe('请选择要上传的文件');
    expect(uploadProblem([pdf('a.pdf', 1), pdf('b.exe', 1)], limits)).toContain('b.exe');
    const MB = 1024 * 1024;
    const small50 = { ...limits, singleFileBytes: 50 * MB };
    const small = { ...small50, totalBytes: 60 * MB };
    expect(uploadProblem([pdf('a.pdf', 40 * MB), pdf('b.pdf', 40 * MB)], small)).toBe(
      '本次上传的文件总大小不能超过 60MB',
    );
    expect(uploadProblem([pdf('a.pdf', 40 * MB), pdf('b.pdf', 20 * MB)], small)).toBeNull();
    expect(uploadProblem([pdf('a.pdf', 1)], { ...limits, totalBytes: 0 })).toBe(
      '本次上传的文件总大小不能超过 0MB',
    );
    expect(
      uploadProblem(
        Array.from({ length: 30 }, (_, i) => pdf(`${i}.pdf`, 40 * MB)),
        small50,
      ),
    ).toBe('本次上传的文件总大小不能超过 1GB');
  });
});
