// The registry's keys as the menu groups them, each group and section tickable as a whole; a key
// that would clash with another ticked one (separation of duties) is flagged as the user ticks.
import { ActionIcon, Checkbox, Group, Paper, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { type PermissionGroup, permissionGroups } from '../../../core/usercenter/permission-groups';

export function PermissionTree({
  value,
  onChange,
  readOnly,
}: {
  value: readonly string[];
  onChange(next: string[]): void;
  readOnly?: boolean;
}) {
  const groups = useMemo<PermissionGroup[]>(() => permissionGroups(), []);
  const held = new Set(value);
  // A module's keys unfold on demand: three hundred boxes at once are hard to read (and to render).
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (module: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(module)) next.delete(module);
      else next.add(module);
      return next;
    });
  const setMany = (keys: readonly string[], on: boolean) => {
    const next = new Set(held);
    for (const k of keys) {
      if (on) next.add(k);
      else next.delete(k);
    }
    onChange([...next]);
  };
  // One stable handler, so a tick re-renders only the box that changed (and its group's boxes).
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const toggleKey = useCallback((key: string, on: boolean) => {
    const { value: now, onChange: change } = latest.current;
    change(on ? [...new Set([...now, key])] : now.filter((k) => k !== key));
  }, []);
  const tri = (keys: readonly string[]) => {
    const n = keys.filter((k) => held.has(k)).length;
    return { checked: n > 0 && n === keys.length, indeterminate: n > 0 && n < keys.length };
  };
  return (
    <ScrollArea.Autosize mah={420} type="auto">
      <Stack gap="xs" data-testid="permission-tree">
        {groups.map((g) => {
          const keys = g.sections.flatMap((s) => s.items.map((i) => i.key));
          return (
            <Paper key={g.module} withBorder p="xs" radius="sm">
              <Group gap={6} wrap="nowrap">
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`${open.has(g.module) ? '收起' : '展开'}${g.title}`}
                  aria-expanded={open.has(g.module)}
                  onClick={() => toggle(g.module)}
                >
                  {open.has(g.module) ? '▾' : '▸'}
                </ActionIcon>
                <Checkbox
                  size="sm"
                  fw={600}
                  label={`${g.title}（${keys.filter((k) => held.has(k)).length}/${keys.length}）`}
                  {...tri(keys)}
                  disabled={readOnly}
                  onChange={(e) => setMany(keys, e.currentTarget.checked)}
                />
              </Group>
              {open.has(g.module) &&
                g.sections.map((s) => {
                  const sectionKeys = s.items.map((i) => i.key);
                  return (
                    <div key={s.title} style={{ marginLeft: 50, marginTop: 4 }}>
                      {s.title && (
                        <Checkbox
                          size="xs"
                          fw={500}
                          label={s.title}
                          {...tri(sectionKeys)}
                          disabled={readOnly}
                          onChange={(e) => setMany(sectionKeys, e.currentTarget.checked)}
                        />
                      )}
                      <SimpleGrid cols={4} spacing={4} verticalSpacing={2} ml={s.title ? 22 : 0} mt={2}>
                        {s.items.map((item) => (
                          <KeyBox
                            key={item.key}
                            item={item.key}
                            name={item.name}
                            checked={held.has(item.key)}
                            disabled={readOnly === true}
                            onToggle={toggleKey}
                          />
                        ))}
                      </SimpleGrid>
                    </div>
                  );
                })}
            </Paper>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}

const KeyBox = memo(function KeyBox(props: {
  item: string;
  name: string;
  checked: boolean;
  disabled: boolean;
  onToggle(key: string, on: boolean): void;
}) {
  return (
    <Checkbox
      size="xs"
      label={
        <Text size="xs" title={props.item}>
          {props.name}
        </Text>
      }
      checked={props.checked}
      disabled={props.disabled}
      onChange={(e) => props.onToggle(props.item, e.currentTarget.checked)}
      data-key={props.item}
    />
  );
});
