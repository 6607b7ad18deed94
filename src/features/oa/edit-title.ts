import { useT } from '@/lib/i18n';
import './strings';

/**
 * The title of an add-or-edit page as the case is: the route's own (新增项目 / 新增员工) when adding,
 * 编辑项目 / 编辑员工 when editing (`editing`: the page has a record id). Undefined: the route's title.
 */
export function useEditTitle(kind: 'staff' | 'project', editing: boolean): string | undefined {
  const t = useT();
  if (!editing) return undefined;
  return t(kind === 'staff' ? 'office.titleEdit' : 'project.titleEdit');
}
