// 选择科目 (spec 000 §2.2, width 450): the cached chart as a filterable tree. Double-click (or Enter)
// chooses; only enabled end-level subjects are accepted. Subjects with auxiliary accounting carry
// a 辅 mark, those with department accounting a 部 mark. Reads the offline cache only.
import { Badge, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { DIALOG_WIDTH } from '../../core/constants';
import { useReference } from '../../local/hooks';
import type { SubjectRecord, SubjectRow } from '../../local/subjects';
import { openMessageDialog } from '../dialogs';
import { ancestorsOf, checkSubjectChoice, subjectTree, type VisibleNode, visibleNodes } from './picker-rules';
import classes from './pickers.module.css';

export interface SubjectPickerProps {
  opened: boolean;
  /** Default true; a grid that moves the cursor itself after the choice passes false. */
  returnFocus?: boolean;
  /** The code chosen before, shown selected and scrolled into view. */
  value?: string | null;
  onClose(): void;
  onChoose(subject: SubjectRow): void;
  title?: string;
}

function NodeMarks({ subject }: { subject: SubjectRow }) {
  return (
    <>
      {subject.hasAuxi && (
        <Tooltip label={`辅助核算：${subject.auxTypes.map((t) => t.typeName).join('、')}`}>
          <Badge size="xs" radius="xs" variant="light" color="grape" className={classes.mark}>
            辅
          </Badge>
        </Tooltip>
      )}
      {subject.deptAccounting && (
        <Tooltip label="部门核算">
          <Badge size="xs" radius="xs" variant="light" color="cyan" className={classes.mark}>
            部
          </Badge>
        </Tooltip>
      )}
    </>
  );
}

export function SubjectPicker({
  opened,
  returnFocus = true,
  value,
  onClose,
  onChoose,
  title = '选择科目',
}: SubjectPickerProps) {
  const rows = useReference<SubjectRecord>('subjects');
  const all = rows ?? [];
  const roots = useMemo(() => subjectTree(all), [all]);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // Reset on opening only: the cache refreshing underneath must not collapse what the user opened.
  // The chosen subject's parents open once the chart is read (it may arrive after the dialog).
  const reset = useRef(false);
  const unfolded = useRef(false);
  useEffect(() => {
    if (!opened) {
      reset.current = false;
      unfolded.current = false;
      return;
    }
    if (!reset.current) {
      reset.current = true;
      setFilter('');
      setSelected(value ?? null);
    }
    if (!unfolded.current && all.length > 0) {
      unfolded.current = true;
      setExpanded(new Set(ancestorsOf(all, value)));
    }
  }, [opened, value, all]);

  const shown = useMemo(() => visibleNodes(roots, expanded, filter), [roots, expanded, filter]);

  useEffect(() => {
    if (!selected) return;
    listRef.current?.querySelector(`[data-code="${selected}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const toggle = (code: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const choose = async (code: string | null) => {
    const subject = all.find((s) => s.code === code) ?? null;
    const problem = checkSubjectChoice(subject);
    if (problem || !subject) {
      await openMessageDialog({ title: '提示', message: problem, tone: 'warning' });
      return;
    }
    onChoose(subject);
  };

  const move = (delta: number) => {
    if (shown.length === 0) return;
    const at = shown.findIndex((n) => n.subject.code === selected);
    const next = shown[Math.min(shown.length - 1, Math.max(0, at < 0 ? 0 : at + delta))];
    if (next) setSelected(next.subject.code);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const node = shown.find((n) => n.subject.code === selected);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'ArrowRight' && node?.hasChildren && !node.expanded) {
      event.preventDefault();
      toggle(node.subject.code);
    } else if (event.key === 'ArrowLeft' && node?.hasChildren && node.expanded && filter === '') {
      event.preventDefault();
      toggle(node.subject.code);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // With a filter and nothing selected, Enter takes the first end-level match.
      const target = selected ?? shown.find((n) => n.subject.isLeaf)?.subject.code ?? null;
      void choose(target);
    }
  };

  const renderNode = (node: VisibleNode) => {
    const { subject } = node;
    const isSelected = subject.code === selected;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's container handles the keys (arrows, Enter)
      <div
        key={subject.code}
        role="treeitem"
        aria-selected={isSelected}
        aria-expanded={node.hasChildren ? node.expanded : undefined}
        aria-level={node.depth + 1}
        data-code={subject.code}
        tabIndex={-1}
        data-testid={`subject-node-${subject.code}`}
        className={classes.node}
        data-selected={isSelected || undefined}
        data-leaf={subject.isLeaf || undefined}
        style={{ paddingLeft: 6 + node.depth * 18 }}
        onClick={() => setSelected(subject.code)}
        onDoubleClick={() => (node.hasChildren ? toggle(subject.code) : void choose(subject.code))}
      >
        <span
          className={classes.caret}
          aria-hidden
          onClick={(e) => {
            e.stopPropagation();
            if (node.hasChildren) toggle(subject.code);
          }}
        >
          {node.hasChildren ? (node.expanded ? '▾' : '▸') : ''}
        </span>
        <span className={classes.code}>{subject.code}</span>
        <span className={classes.name}>{subject.codeName}</span>
        <NodeMarks subject={subject} />
        <span className={classes.direction}>{subject.balanceDirection === 1 ? '借' : '贷'}</span>
      </div>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={returnFocus}
      size={DIALOG_WIDTH.subjectPicker}
      title={title}
      centered
    >
      <Stack gap="xs" onKeyDown={onKeyDown}>
        <TextInput
          size="xs"
          placeholder="输入科目编码或名称过滤"
          aria-label="过滤科目"
          value={filter}
          data-autofocus
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setSelected(null);
          }}
        />
        <div ref={listRef} className={classes.tree} role="tree" aria-label="科目" tabIndex={-1}>
          {rows === undefined ? (
            <Text size="xs" c="dimmed" p="sm">
              正在读取科目…
            </Text>
          ) : shown.length === 0 ? (
            <Text size="xs" c="dimmed" p="sm">
              {all.length === 0 ? '本机没有科目数据，请联网后刷新' : '没有符合条件的科目'}
            </Text>
          ) : (
            shown.map(renderNode)
          )}
        </div>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            双击或回车选择末级科目
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onClose}>
              取消
            </Button>
            <Button size="xs" onClick={() => void choose(selected)}>
              确定
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
