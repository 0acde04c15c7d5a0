// dayjs speaks Chinese (星期三, 三月) wherever dates are formatted or picked. Imported by each module
// that formats with dayjs and by the feature modules' loader, not by the login page's first download.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export { dayjs };
