// /error401 (无权访问): the guard sends a user here when their roles lack the page's permission.
import { Button } from '@mantine/core';
import { titleFor } from '../../core/routes';
import type { ScreenProps } from '../../ui/screen-types';
import { useBack, useGo } from '../../ui/use-go';
import { StatusPage } from './PageFrame';
import classes from './pages.module.css';

export function Error401Page({ search }: ScreenProps) {
  const go = useGo();
  const back = useBack('/');
  const from = search.from;
  const title = from ? titleFor(from) : undefined;
  return (
    <StatusPage
      code="401"
      title="无权访问"
      actions={
        <>
          <Button onClick={() => go('/')}>返回首页</Button>
          <Button variant="default" onClick={back}>
            返回上一页
          </Button>
        </>
      }
    >
      {title ? `您的账号没有打开「${title}」的权限。` : '您的账号没有打开该页面的权限。'}
      {from && (
        <>
          <br />
          页面地址 <span className={classes.mono}>{from}</span>
        </>
      )}
      <br />
      如工作需要，请联系系统管理员在「角色管理」中为您的角色分配该功能。
    </StatusPage>
  );
}
