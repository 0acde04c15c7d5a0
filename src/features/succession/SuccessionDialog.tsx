// The subject succession dialog (spec 000 §2.1, 95% wide): new-system subjects left, the old books'
// 2021-12-31 balances right, totals under each, unused old rows highlighted. The person links old
// subjects to new ones (cjSubjct), adjusts amounts, and confirms (saveChoice) once both sides'
// debit and credit totals agree; or lets the official table do it (automatic take-over, mode 1).
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from '../../core/money';
import { setFormDirty } from '../../pwa/dirty-forms';
import { openConfirmDialog, openMessageDialog } from '../../ui/dialogs';
import { ImportDialog } from '../../ui/init/ImportDialog';
import { OpeningRoute } from '../../ui/init/init-routes';
import { notifyOpeningChanged } from '../../ui/init/opening-events';
import { refusalOf } from '../../ui/init/refusal';
import type { SuccessionIntro, SuccessionRequest } from '../../ui/init/succession-host';
import { useLoad } from '../../ui/init/use-load';
import { saveBlob } from '../../ui/save-blob';
import { useServices } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { AdjustmentList } from './AdjustmentList';
import { NewSubjectTable } from './NewSubjectTable';
import { OldSubjectChooser } from './OldSubjectChooser';
import { OldSubjectTable } from './OldSubjectTable';
import { type AddedSubject, handOver } from './SubSubjectAdder';
import own from './succession.module.css';
import {
  downloadOldTemplate,
  importOldBalances,
  linkOld,
  loadAdjustments,
  loadChoiceLists,
  loadChoiceStand,
  saveChoice,
  saveMode,
  saveOldBalances,
} from './succession-api';
import { buildOld, buildTake, choiceDetails, differences, submitProblem, takenBy } from './succession-model';
import { autoMessage, confirmManualMode, stateText } from './succession-texts';
import { useAdjustmentDraft } from './use-adjustment-draft';

const formId = 'succession-dialog';
// The tables fill what the dialog leaves: a long take-over summary above them must not push the
// footer (差额, 确认承接) below the window (issue 17: cut off at 1440x900 after 自动承接).
const tableHeight = 'fill';

function without(map: ReadonlyMap<string, string>, code: string): Map<string, string> {
  const next = new Map(map);
  next.delete(code);
  return next;
}

function DiffAmount({ value }: { value: string }) {
  const color = value === '0.00' ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-red-7)';
  return <b style={{ color }}>{formatMoney(value)}</b>;
}

export function SuccessionDialog({ request, onClose }: { request: SuccessionRequest; onClose(): void }) {
  const { api } = useServices();
  const go = useGo();
  const loaded = useLoad(async () => {
    const stand = await loadChoiceStand(api);
    const lists = await loadChoiceLists(api, stand.standType);
    const adjustments = stand.successionState === 'done' ? await loadAdjustments(api) : [];
    return { stand, lists, adjustments };
  });
  const [intro, setIntro] = useState<SuccessionIntro | null>(request.intro ?? null);
  const [takeEdits, setTakeEdits] = useState<ReadonlyMap<string, string>>(new Map());
  const [checks, setChecks] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [oldEdits, setOldEdits] = useState<ReadonlyMap<string, string>>(new Map());
  const [choosing, setChoosing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { reload } = loaded;

  // A second open while this one shows (a button elsewhere) brings its message and fresh data.
  const seenSeq = useRef(request.seq);
  useEffect(() => {
    if (request.seq === seenSeq.current) return;
    seenSeq.current = request.seq;
    setIntro(request.intro ?? null);
    void reload();
  }, [request, reload]);

  const data = loaded.data;
  const pending = data?.stand.successionState === 'pending';
  const take = useMemo(
    () => buildTake(data?.lists.newSubList ?? [], takeEdits, checks),
    [data, takeEdits, checks],
  );
  const old = useMemo(() => buildOld(data?.lists.oldSubList ?? [], oldEdits), [data, oldEdits]);
  const taken = useMemo(() => takenBy(data?.lists.newSubList ?? []), [data]);
  const diff = differences(take, old);
  const dirty = takeEdits.size > 0 || checks.size > 0 || oldEdits.size > 0;

  useEffect(() => {
    setFormDirty(formId, dirty);
    return () => setFormDirty(formId, false);
  }, [dirty]);

  const fail = (title: string, error: unknown) => {
    const refusal = refusalOf(error);
    return openMessageDialog({
      title,
      tone: 'error',
      message: [refusal.message, ...refusal.lines].join('\n'),
    });
  };

  const run = async (work: () => Promise<void>, title: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      await fail(title, error);
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    if (dirty && pending) {
      const sure = await openConfirmDialog({
        title: '关闭科目衔接',
        message:
          '承接金额或旧账余额有未保存的修改，关闭后这些修改将丢失（已选择的旧科目已保存）。确定关闭吗？',
        confirmLabel: '关闭',
      });
      if (!sure) return;
    }
    onClose();
  };

  const draftAdjustment = useAdjustmentDraft(onClose);

  const toBalances = () => {
    onClose();
    go(OpeningRoute.subjectBalance);
  };

  const link = (code: string, codes: string[]) =>
    run(async () => {
      setChoosing(null);
      const answer = await linkOld(api, code, codes);
      setTakeEdits((prev) => without(prev, code));
      setChecks((prev) => new Map(prev).set(code, codes.length > 0));
      await reload();
      if (answer.sharedCodes.length > 0) {
        setIntro({
          tone: 'warning',
          message: `旧科目 ${answer.sharedCodes.join('、')} 同时由多个新科目承接，其余额没有计入 ${code}；请在承接金额中按实际拆分。`,
        });
      }
    }, '选择旧科目未成功');

  // A detail subject under `parentCode`: what was keyed for the parent now belongs to it; selected.
  const added = async ({ parentCode, code }: AddedSubject) => {
    setAdding(null);
    setTakeEdits((prev) => handOver(prev, parentCode, code));
    setChecks((prev) => handOver(prev, parentCode, code).set(code, true));
    await reload();
  };

  const automatic = async () => {
    const sure = await openConfirmDialog({
      title: '自动承接全部科目',
      message:
        '按《工会新旧会计制度有关衔接问题的处理规定》的对照表，把全部旧科目的 2021 年年末余额转入新制度科目。已做的手工对照将被替换。确定自动承接吗？',
      confirmLabel: '自动承接',
    });
    if (!sure) return;
    await run(async () => {
      const result = await saveMode(api, 1);
      setTakeEdits(new Map());
      setChecks(new Map());
      setIntro(autoMessage(result));
      if (result.completed) notifyOpeningChanged();
      await reload();
    }, '自动承接未成功');
  };

  const manualMode = async () => {
    if (!(await confirmManualMode())) return;
    await run(async () => {
      await saveMode(api, 3);
      notifyOpeningChanged();
      notifications.show({
        color: 'teal',
        message: '已选择手动承接：请录入 2021 年年末余额',
        autoClose: 3_000,
      });
      toBalances();
    }, '承接方式未保存');
  };

  const saveOld = () =>
    run(async () => {
      const first = old.errors[0];
      if (first) throw new Error(`旧科目 ${first.code} ${first.name}：${first.message}`);
      await saveOldBalances(api, old.changed);
      setOldEdits(new Map());
      await reload();
      notifications.show({ color: 'teal', message: '旧账年末余额已保存', autoClose: 3_000 });
    }, '旧账余额未保存');

  const submit = async () => {
    const problem = submitProblem(take, old);
    if (problem) {
      await openMessageDialog({ title: '提示', tone: 'warning', message: problem });
      return;
    }
    await run(async () => {
      const result = await saveChoice(api, choiceDetails(take), data?.stand.mode !== 1);
      setTakeEdits(new Map());
      setChecks(new Map());
      setIntro({
        tone: 'info',
        message: `科目衔接已完成：借方 ${formatMoney(result.debitTotal)}、贷方 ${formatMoney(result.creditTotal)} 已转为新制度期初余额。`,
      });
      notifications.show({ color: 'teal', message: '科目衔接已完成', autoClose: 3_000 });
      notifyOpeningChanged();
      await reload();
    }, '科目衔接未完成');
  };

  const chosen = data?.lists.newSubList.find((s) => s.code === choosing);
  const state = data ? stateText(data.stand) : null;

  return (
    <Modal
      opened
      onClose={() => void close()}
      size="95%"
      yOffset="3vh"
      classNames={{ content: own.dialogContent, body: own.dialogBody }}
      closeOnClickOutside={false}
      // Esc closes the dialog on top only: the old-subject chooser, the import, the sub-subject adder.
      closeOnEscape={adding === null && chosen === undefined && !importing}
      title={
        <Group gap="sm">
          <Text fw={600}>科目衔接</Text>
          {state && (
            <Badge color={state.color} variant="light" data-testid="succession-state">
              {state.label}
            </Badge>
          )}
        </Group>
      }
    >
      <Stack gap="sm" data-testid="succession-dialog" className={own.dialogStack}>
        {intro && (
          <Alert
            color={intro.tone === 'warning' ? 'orange' : 'teal'}
            variant="light"
            p="xs"
            data-testid="succession-intro"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {intro.message}
            </Text>
          </Alert>
        )}
        {loaded.failure && (
          <Alert color="red" variant="light" p="xs">
            <Text size="sm">读取科目衔接数据失败：{loaded.failure.message}</Text>
          </Alert>
        )}
        {state && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {state.hint}
            </Text>
            {pending && (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setImporting(true)}>
                  导入旧账余额
                </Button>
                {old.changed.length > 0 && (
                  <Button
                    size="xs"
                    variant="light"
                    color="orange"
                    onClick={() => void saveOld()}
                    loading={busy}
                  >
                    保存旧账余额（{old.changed.length}）
                  </Button>
                )}
                <Button size="xs" variant="default" onClick={() => void manualMode()}>
                  不承接，手工录入期初余额
                </Button>
                <Button size="xs" variant="light" onClick={() => void automatic()} loading={busy}>
                  按对照表自动承接
                </Button>
              </Group>
            )}
          </Group>
        )}
        {data && (
          <div className={own.columns}>
            <div className={own.side}>
              <div className={own.sideTitle}>
                <Text fw={600} size="sm">
                  新制度科目（{data.stand.kind === 'county' ? '县级以上工会' : '基层工会'}，2022 年 1 月 1
                  日期初）
                </Text>
              </div>
              <NewSubjectTable
                take={take}
                edits={takeEdits}
                editable={pending}
                height={tableHeight}
                onText={(code, text) => setTakeEdits((prev) => new Map(prev).set(code, text))}
                onCheck={(code, on) => setChecks((prev) => new Map(prev).set(code, on))}
                onChoose={setChoosing}
                old={data.lists.oldSubList}
                adding={adding}
                onAdding={setAdding}
                onAdded={added}
                onUnlink={(code, oldCode) => {
                  const current = data.lists.newSubList.find((s) => s.code === code)?.codeArray ?? [];
                  void link(
                    code,
                    current.filter((c) => c !== oldCode),
                  );
                }}
              />
            </div>
            <div className={own.side}>
              <div className={own.sideTitle}>
                <Text fw={600} size="sm">
                  旧制度科目（2021 年 12 月 31 日余额）
                </Text>
                <Text size="xs" c="dimmed">
                  黄色：有余额但尚未承接
                </Text>
              </div>
              <OldSubjectTable
                old={old}
                edits={oldEdits}
                takenBy={taken}
                editable={pending}
                height={tableHeight}
                onText={(code, text) => setOldEdits((prev) => new Map(prev).set(code, text))}
              />
            </div>
          </div>
        )}
        {data && data.stand.successionState === 'done' && (
          <AdjustmentList adjustments={data.adjustments} onDraft={draftAdjustment} />
        )}
        <div className={own.footer}>
          <Text size="sm" data-testid="succession-difference">
            差额（新 − 旧）：借方 <DiffAmount value={diff.debit} />
            ，贷方 <DiffAmount value={diff.credit} />
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={() => void close()}>
              {pending ? '稍后处理' : '关闭'}
            </Button>
            {pending ? (
              <Button onClick={() => void submit()} loading={busy}>
                确认承接
              </Button>
            ) : (
              <Button onClick={toBalances}>进入科目期初余额</Button>
            )}
          </Group>
        </div>
      </Stack>
      {chosen && data && (
        <OldSubjectChooser
          subject={chosen}
          old={data.lists.oldSubList}
          takenBy={taken}
          onCancel={() => setChoosing(null)}
          onConfirm={(codes) => void link(chosen.code, codes)}
        />
      )}
      <ImportDialog
        opened={importing}
        title="导入旧账 2021 年年末余额"
        zIndex={260}
        subject="旧会计制度科目表"
        onClose={() => setImporting(false)}
        onDownloadTemplate={async () => {
          const file = await downloadOldTemplate(api);
          saveBlob(file.blob, file.fileName ?? '旧账2021年末余额导入模板.xlsx');
        }}
        onImport={(name, content) => importOldBalances(api, name, content)}
        onImported={(imported) => {
          setImporting(false);
          setOldEdits(new Map());
          void reload();
          notifications.show({
            color: 'teal',
            message: `已导入 ${imported} 行旧账年末余额`,
            autoClose: 3_000,
          });
        }}
      />
    </Modal>
  );
}
