// The month bar and the proposals of one month, with 生成选中凭证: what both 自动凭证 screens show.
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useOnline } from '../../local/hooks';
import { KeptNotice } from '../../ui/KeptNotice';
import { Panel } from '../../ui/Panel';
import { ProposalTable } from './ProposalTable';
import { useMonthProposals } from './use-proposals';

const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}月` }));

export function MonthProposals({
  year,
  withCarry,
  title,
}: {
  year: number;
  withCarry: boolean;
  title: string;
}) {
  const online = useOnline();
  const [month, setMonth] = useState(() =>
    new Date().getFullYear() === year ? new Date().getMonth() + 1 : 12,
  );
  const m = useMonthProposals(year, month, withCarry);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const choosable = new Set(m.rows.filter((r) => r.refusal === null).map((r) => r.id));
  const chosen = [...selected].filter((id) => choosable.has(id));

  return (
    <Panel
      title={title}
      note="凭证日期为所选月份的最后一天；生成后请审核、记账"
      action={
        <Group gap="xs">
          <Text size="sm">{year}年</Text>
          <Select
            size="xs"
            w={84}
            aria-label="生成月份"
            allowDeselect={false}
            data={months}
            value={String(month)}
            onChange={(v) => {
              if (!v) return;
              setMonth(Number(v));
              setSelected(new Set());
            }}
          />
          <Button size="xs" variant="default" onClick={m.refresh}>
            刷新
          </Button>
          <Button
            size="xs"
            disabled={chosen.length === 0}
            loading={m.waiting > 0}
            onClick={() => {
              void m.generate(chosen).then(() => setSelected(new Set()));
            }}
          >
            生成选中凭证{chosen.length > 0 ? `（${chosen.length}）` : ''}
          </Button>
        </Group>
      }
    >
      <Stack gap="xs">
        {m.reads.map((read, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the reads are a fixed list per month
          <KeptNotice key={i} read={read} online={online} what="自动凭证" />
        ))}
        <ProposalTable
          rows={m.rows}
          selected={new Set(chosen)}
          onSelect={(id, on) =>
            setSelected((s) => {
              const next = new Set(s);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            })
          }
        />
      </Stack>
    </Panel>
  );
}
