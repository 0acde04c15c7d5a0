import { describe, expect, it } from 'vitest';
import { configDefinition, configDefinitions, configValueProblem, effectiveValue } from './registry';

describe('配置管理 registry', () => {
  it('has unique keys whose defaults pass their own rule', () => {
    expect(new Set(configDefinitions.map((d) => d.key)).size).toBe(configDefinitions.length);
    for (const d of configDefinitions) expect(configValueProblem(d, d.defaultValue)).toBeNull();
  });

  it('bounds each kind', () => {
    const rows = configDefinition('import.maxRows');
    const size = configDefinition('list.defaultPageSize');
    const flag = configDefinition('personnel.requireMobile');
    if (!rows || !size || !flag) throw new Error('missing key');
    expect(configValueProblem(rows, 9)).toBe('导入文件最多行数应在 10 到 5000 之间');
    expect(configValueProblem(rows, 10.5)).toBe('导入文件最多行数应为整数');
    expect(configValueProblem(size, 25)).toBe('列表默认每页条数只能是 20、30、40、50 之一');
    expect(configValueProblem(flag, 'true')).toBe('人员须填写手机号应为“是”或“否”');
  });

  it('falls back to the default for a stored value the bounds no longer allow', () => {
    const rows = configDefinition('import.maxRows');
    if (!rows) throw new Error('missing key');
    expect(effectiveValue(rows, 99_999)).toBe(500);
    expect(effectiveValue(rows, 200)).toBe(200);
    expect(effectiveValue(rows, undefined)).toBe(500);
  });
});
