// A page of sample claims for looking at the form (shots.ts screenshots it): every document type,
// filled as a claimant would, over a local cache seeded with a few departments and expense subjects.
// Not part of the app's build (index.html does not reach it); `?type=travel` picks the form.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { LoanView } from '../../../../core/contracts/reimbursement';
import type { Money } from '../../../../core/money';
import type { DocumentType } from '../../../../core/reimbursement';
import { openLocalDb } from '../../../../local';
import { toDepartmentRow } from '../../../../local/departments';
import { type SubjectRecord, toSubjectRow } from '../../../../local/subjects';
import { AppProviders } from '../../../../ui/providers';
import { ClaimForm } from '../ClaimForm';
import { type ClaimDraft, emptyClaim, emptyLeg, emptyLine, emptyStay } from '../draft';
import { type ClaimErrors, toClaimSave } from '../to-save';

const loan: LoanView = {
  loanId: '7d2e1c4b-5a6f-4b3c-8d9e-1f2a3b4c5d6e',
  no: 'JK202405-0001',
  borrowerId: 'u1',
  borrowerName: '陈报销',
  departmentName: '办公室',
  date: '2024-05-01',
  dueDate: '2024-06-30',
  reason: '出差预借',
  amount: '2000.00' as Money,
  offset: '0.00' as Money,
  repaid: '500.00' as Money,
  outstanding: '1500.00' as Money,
  status: 'open',
};

const subject = (code: string, codeName: string, parentCode: string | null): SubjectRecord => ({
  id: Number(code),
  code,
  codeName,
  codeFullName: codeName,
  balanceDirection: 1,
  parentCode,
  level: parentCode ? 2 : 1,
  category: '支出',
  hasChild: parentCode === null,
  isLeaf: parentCode !== null,
  hasAuxi: false,
  auxTypes: [],
  enabled: true,
  deptAccounting: false,
  isStandard: true,
});

async function seed() {
  const db = await openLocalDb('gallery', 1);
  await db.departments.bulkPut(
    [
      { id: 1, departmentCode: '01', departmentName: '办公室', parentCode: null, enabled: true, version: 1 },
      { id: 2, departmentCode: '02', departmentName: '财务部', parentCode: null, enabled: true, version: 1 },
    ].map(toDepartmentRow),
  );
  await db.subjects.bulkPut(
    [
      subject('505', '业务支出', null),
      subject('50501', '培训支出', '505'),
      subject('50502', '会议支出', '505'),
      subject('506', '行政支出', null),
      subject('50602', '商品和服务支出', '506'),
    ].map(toSubjectRow),
  );
}

const defaults = {
  date: '2024-05-06',
  departmentId: 1,
  payee: '陈报销',
  payeeBank: '工商银行北京分行',
  payeeAccount: '6222 0200 1234 5678',
  grade: '其余人员',
};

function sample(type: DocumentType): ClaimDraft {
  const base = emptyClaim(type, defaults);
  switch (type) {
    case 'expense':
    case 'interAccount':
      return {
        ...base,
        reason: '第二季度职工培训教材及会务用品',
        project: '职工书屋建设',
        attachmentCount: '6',
        lines: [
          {
            ...emptyLine(),
            subjectCode: '50501',
            economicClass: '30216',
            summary: '培训教材',
            amount: '3280',
            invoiceCount: '2',
          },
          {
            ...emptyLine(),
            subjectCode: '50502',
            economicClass: '30215',
            summary: '会场租用',
            amount: '12500.5',
            invoiceCount: '1',
          },
          {
            ...emptyLine(),
            subjectCode: '50602',
            economicClass: '30201',
            summary: '打印纸、文件夹',
            amount: '468',
            invoiceCount: '3',
          },
        ],
        offsets: type === 'expense' ? [{ key: 'o1', loanId: loan.loanId, amount: '1500' }] : [],
      };
    case 'travel': {
      const t = base.travel as NonNullable<ClaimDraft['travel']>;
      return {
        ...base,
        reason: '赴京参加全国工会财务培训',
        attachmentCount: '5',
        travel: {
          ...t,
          travellers: '陈报销、张制单',
          province: '北京',
          departure: '2024-05-06',
          return: '2024-05-08',
          lunch: '1',
          legs: [
            emptyLeg({
              departDate: '2024-05-06',
              departPlace: '天津',
              arriveDate: '2024-05-06',
              arrivePlace: '北京',
              seatClass: '一等座',
              fare: '88',
              entitledFare: '54.5',
              invoiceCount: '1',
            }),
            emptyLeg({
              departDate: '2024-05-08',
              departPlace: '北京',
              arriveDate: '2024-05-08',
              arrivePlace: '天津',
              seatClass: '二等座',
              fare: '54.5',
              invoiceCount: '1',
            }),
          ],
          stays: [
            emptyStay({
              province: '北京',
              checkIn: '2024-05-06',
              nights: '2',
              invoicedAmount: '1200',
              invoiceCount: '1',
            }),
          ],
          otherAmount: '20',
        },
        offsets: [{ key: 'o1', loanId: loan.loanId, amount: '1000' }],
      };
    }
    case 'loan':
      return {
        ...base,
        reason: '赴京培训预借差旅费',
        enteredAmount: '3000',
        loanDueDate: '2024-06-30',
        attachmentCount: '1',
      };
    case 'repayment':
      return { ...base, reason: '归还借款 JK202405-0001', repaidLoanId: loan.loanId, enteredAmount: '500' };
    case 'provision':
      return {
        ...base,
        reason: '工会活动室日常零星开支备用金',
        enteredAmount: '2000',
        paymentMethod: 'cash',
      };
  }
}

/** `state=errors`: a claim saved with fields missing; `state=t05`: a stay without its invoice. */
function start(type: DocumentType, state: string | null): { draft: ClaimDraft; errors: ClaimErrors } {
  const draft = sample(type);
  if (state === 't05' && draft.travel) {
    const stays = draft.travel.stays.map((s) => ({ ...s, invoicedAmount: '', invoiceCount: '' }));
    return { draft: { ...draft, travel: { ...draft.travel, stays } }, errors: {} };
  }
  if (state !== 'errors') return { draft, errors: {} };
  const broken = {
    ...draft,
    reason: '',
    lines: draft.lines.map((l, i) => (i === 1 ? { ...l, amount: '' } : l)),
  };
  const saved = toClaimSave(broken, '3f1c6f0e-8a4b-4c2d-9e1f-0a1b2c3d4e5f', null, { loans: [loan] });
  return { draft: broken, errors: saved.ok ? {} : saved.errors };
}

function Gallery({ type, state }: { type: DocumentType; state: string | null }) {
  const [first] = useState(() => start(type, state));
  const [draft, setDraft] = useState(first.draft);
  return (
    <AppProviders>
      <div style={{ width: 1180, padding: 16 }}>
        <ClaimForm type={type} value={draft} onChange={setDraft} loans={[loan]} errors={first.errors} />
      </div>
    </AppProviders>
  );
}

const query = new URLSearchParams(location.search);
const type = (query.get('type') ?? 'expense') as DocumentType;
void seed().then(() => {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<Gallery type={type} state={query.get('state')} />);
});
