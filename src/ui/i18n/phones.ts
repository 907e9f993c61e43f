// The words of "Invite phones" on the main screen in the four languages (the phone page's own are in
// phone-page.ts, so the table's bundle does not carry them).
import type { Locale } from '../../engine/catalogue/index.ts';

const en = {
  invite: 'Invite phones',
  stopInviting: 'Stop inviting',
  newCode: 'New code',
  close: 'Close',
  scan: 'Scan with a phone on the same Wi-Fi, or open:',
  code: 'Pairing code',
  expires: ({ at }: { at: string }) => `Valid until ${at}, for one phone.`,
  locked: 'Too many wrong codes: pairing stopped. Invite again for a new code.',
  address: 'Address',
  paired: 'Paired phones',
  noPhones: 'No phone yet.',
  noSeat: 'picking a seat',
  /** Paired, never seated, and its page is closed. */
  noSeatGone: 'no seat (page closed)',
  notConnected: 'not connected',
  revoke: 'Remove',
};
export type PhoneWords = typeof en;

const cs: PhoneWords = {
  invite: 'Pozvat telefony',
  stopInviting: 'Přestat zvát',
  newCode: 'Nový kód',
  close: 'Zavřít',
  scan: 'Naskenujte telefonem ve stejné Wi-Fi, nebo otevřete:',
  code: 'Párovací kód',
  expires: ({ at }) => `Platí do ${at}, pro jeden telefon.`,
  locked: 'Příliš mnoho špatných kódů: párování je zastaveno. Pozvěte znovu pro nový kód.',
  address: 'Adresa',
  paired: 'Spárované telefony',
  noPhones: 'Zatím žádný telefon.',
  noSeat: 'vybírá místo',
  noSeatGone: 'bez místa (stránka zavřená)',
  notConnected: 'nepřipojen',
  revoke: 'Odebrat',
};

const zhHant: PhoneWords = {
  invite: '邀請手機',
  stopInviting: '停止邀請',
  newCode: '新配對碼',
  close: '關閉',
  scan: '用同一 Wi-Fi 的手機掃描，或開啟：',
  code: '配對碼',
  expires: ({ at }) => `有效至 ${at}，限一支手機。`,
  locked: '錯誤配對碼太多：已停止配對。請重新邀請以取得新配對碼。',
  address: '位址',
  paired: '已配對的手機',
  noPhones: '尚無手機。',
  noSeat: '正在選座位',
  noSeatGone: '未選座位（頁面已關閉）',
  notConnected: '未連線',
  revoke: '移除',
};

const zhHans: PhoneWords = {
  invite: '邀请手机',
  stopInviting: '停止邀请',
  newCode: '新配对码',
  close: '关闭',
  scan: '用同一 Wi-Fi 的手机扫描，或打开：',
  code: '配对码',
  expires: ({ at }) => `有效至 ${at}，限一部手机。`,
  locked: '错误配对码太多：已停止配对。请重新邀请以获取新配对码。',
  address: '地址',
  paired: '已配对的手机',
  noPhones: '还没有手机。',
  noSeat: '正在选座位',
  noSeatGone: '未选座位（页面已关闭）',
  notConnected: '未连接',
  revoke: '移除',
};

export const PHONE_WORDS: Record<Locale, PhoneWords> = { en, cs, zhHant, zhHans };
