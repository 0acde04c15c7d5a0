// Adding a detail subject under a new-chart subject while the succession is pending (spec 000 §2.1:
// "new rows allow adding sub-subjects and transitional subjects by tag/autocomplete"). An inline row
// under the parent: the code is proposed by the server from the code widths, the name is typed or
// picked from the old subjects 财会〔2021〕16号 sends here (picking one also links it, cjSubjct) or a
// transitional name such as 待处理旧账余额. Direction and category come from the parent (the server
// inherits them). The server's refusal (the parent already holds a balance, the deepest level) is
// shown in the row, where the person is looking.
import { Autocomplete, Button, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { subjectContracts } from '../../core/contracts/subject';
import type { NewSubjectView, OldSubjectView } from '../../core/contracts/succession';
import { refusalOf } from '../../ui/init/refusal';
import { useServices } from '../../ui/services';
import own from './succession.module.css';
import { linkOld } from './succession-api';
import { suggestedOld } from './succession-model';

/** Names commonly used for 过渡科目 (subjects that hold old balances until they are cleared). */
export const TRANSITIONAL_NAMES = ['待处理旧账余额'] as const;

export interface AddedSubject {
  parentCode: string;
  code: string;
  /** The old subject it took over at once (picked from the suggestions), if any. */
  linked: string | null;
}

interface Suggestions {
  groups: { group: string; items: string[] }[];
  /** A picked name -> the old subject it stands for (names that are unique among the old leaves). */
  oldByName: Map<string, OldSubjectView>;
}

/** Old end-level subjects not yet taken over (those the official table sends here first), then 过渡科目. */
export function nameSuggestions(parent: NewSubjectView, old: readonly OldSubjectView[]): Suggestions {
  const suggested = suggestedOld(parent, old);
  const leaves = old.filter((o) => o.isLeaf && o.notTaken);
  const count = new Map<string, number>();
  for (const o of old) if (o.isLeaf) count.set(o.codeName, (count.get(o.codeName) ?? 0) + 1);
  const oldByName = new Map(leaves.filter((o) => count.get(o.codeName) === 1).map((o) => [o.codeName, o]));
  const seen = new Set<string>();
  const names = (list: readonly OldSubjectView[]) => {
    const fresh = [...new Set(list.map((o) => o.codeName))].filter((n) => !seen.has(n));
    for (const n of fresh) seen.add(n);
    return fresh;
  };
  const groups = [
    { group: '对照表转入本科目的旧科目', items: names(leaves.filter((o) => suggested.has(o.code))) },
    { group: '其他尚未承接的旧科目', items: names(leaves.filter((o) => !suggested.has(o.code))) },
    { group: '过渡科目', items: TRANSITIONAL_NAMES.filter((n) => !seen.has(n)) },
  ].filter((g) => g.items.length > 0);
  return { groups, oldByName };
}

/** Moves what was keyed for the parent (now a parent, so ignored) to its new first child. */
export function handOver<V>(map: ReadonlyMap<string, V>, from: string, to: string): Map<string, V> {
  const next = new Map(map);
  const value = next.get(from);
  next.delete(from);
  if (value !== undefined) next.set(to, value);
  return next;
}

export interface SubSubjectAdderProps {
  parent: NewSubjectView;
  old: readonly OldSubjectView[];
  colSpan: number;
  onCancel(): void;
  onAdded(added: AddedSubject): Promise<void>;
}

export function SubSubjectAdder({ parent, old, colSpan, onCancel, onAdded }: SubSubjectAdderProps) {
  const { api } = useServices();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [noCode, setNoCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const proposed = useRef('');
  const suggestions = useMemo(() => nameSuggestions(parent, old), [parent, old]);
  const takes = suggestions.oldByName.get(name.trim()) ?? null;

  useEffect(() => {
    let live = true;
    api.call(subjectContracts.nextCode, { parentCode: parent.code }, { loading: false, quiet: true }).then(
      (answer) => {
        if (!live) return;
        setNoCode(answer.code === null);
        if (answer.code === null) return;
        const next = answer.code;
        setCode((typed) => (typed === '' || typed === proposed.current ? next : typed));
        proposed.current = next;
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [api, parent.code]);

  const save = async () => {
    if (busy) return;
    const c = code.trim();
    const n = name.trim();
    if (c === '') return setError('请填写科目编码');
    if (n === '') return setError('请填写科目名称，如“待处理旧账余额”');
    setBusy(true);
    setError(null);
    try {
      await api.call(subjectContracts.save, { parentCode: parent.code, code: c, name: n }, { quiet: true });
    } catch (failure) {
      const refusal = refusalOf(failure);
      setError([refusal.message, ...refusal.lines].join('；'));
      setBusy(false);
      return;
    }
    let linked: string | null = null;
    if (takes) {
      try {
        await linkOld(api, c, [takes.code]);
        linked = takes.code;
      } catch (failure) {
        // The subject exists now (this row closes); the link can be made through the chooser.
        notifications.show({
          color: 'red',
          message: `科目 ${c} 已增加，但承接旧科目 ${takes.code} 未成功：${refusalOf(failure).message}`,
        });
      }
    }
    setBusy(false);
    await onAdded({ parentCode: parent.code, code: c, linked });
  };

  // Escape closes this row (the dialog does not close on Escape while the row is open).
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && !event.currentTarget.hasAttribute('data-expanded')) onCancel();
  };

  return (
    <tr className={own.addRow} data-testid={`add-under-${parent.code}`}>
      <td colSpan={colSpan}>
        <form
          className={own.addForm}
          aria-label={`在 ${parent.code} ${parent.codeName} 下增加下级科目`}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className={own.addLine}>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              下级科目
            </Text>
            <TextInput
              size="xs"
              value={code}
              placeholder="编码"
              aria-label="下级科目编码"
              classNames={{ input: own.codeInput }}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
              onKeyDown={keys}
            />
            <Autocomplete
              size="xs"
              value={name}
              onChange={(value) => {
                setName(value);
                setError(null);
              }}
              data={suggestions.groups}
              limit={30}
              maxDropdownHeight={240}
              placeholder="名称：输入或选择旧科目名、过渡科目（如 待处理旧账余额）"
              aria-label="下级科目名称"
              data-autofocus
              autoFocus
              onKeyDown={keys}
              renderOption={({ option }) => {
                const from = suggestions.oldByName.get(option.value);
                return (
                  <Group gap={6} wrap="nowrap">
                    {from && <span className={own.optionCode}>{from.code}</span>}
                    <span>{option.value}</span>
                  </Group>
                );
              }}
            />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {parent.balanceDirectionFormat} · {parent.category}
            </Text>
            <Button size="compact-xs" type="submit" loading={busy}>
              保存
            </Button>
            <Button size="compact-xs" variant="default" onClick={onCancel} disabled={busy}>
              取消
            </Button>
          </div>
          {(error || takes || noCode) && (
            <Text
              size="xs"
              mt={2}
              c={error ? 'red.7' : 'dimmed'}
              role={error ? 'alert' : undefined}
              data-testid="add-sub-message"
              style={{ whiteSpace: 'normal' }}
            >
              {error ??
                (takes
                  ? `保存后由该科目承接旧科目 ${takes.code} ${takes.codeName}`
                  : `没有可用的下级编码：${parent.code} 已是编码规则的最末级，或本级编码已用完`)}
            </Text>
          )}
        </form>
      </td>
    </tr>
  );
}
