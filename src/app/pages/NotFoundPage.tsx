// Unknown paths (spec 001 §2.1): say which address was not found and offer the way home.
import { Button } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useBack, useGo } from '../../ui/use-go';
import { StatusPage } from './PageFrame';
import classes from './pages.module.css';

export function NotFoundPage() {
  const go = useGo();
  const back = useBack('/');
  const location = useLocation();
  return (
    <StatusPage
      code="404"
      title="页面不存在"
      actions={
        <>
          <Button onClick={() => go('/')}>返回首页</Button>
          <Button variant="default" onClick={back}>
            返回上一页
          </Button>
        </>
      }
    >
      没有找到地址 <span className={classes.mono}>{location.pathname}</span>{' '}
      对应的页面，可能是链接有误，或该页面已被移动。
      <br />
      请返回首页，再从左侧菜单进入要使用的功能。
    </StatusPage>
  );
}
