import type {
  CreateMenuCategoryBody,
  CreateMenuItemBodyInput,
  MenuOptionGroupsBodyInput,
  StaffMenu,
  StaffMenuCategory,
  StaffMenuItem,
  UpdateMenuCategoryBody,
  UpdateMenuItemBodyInput,
} from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, AUTH_TOKEN_KEY, call, callWithForm } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/** Another manager's changes reach this screen through `menu.updated`; this slow read is the fallback. */
const REFRESH_MS = 60_000;

const menuKey = [STAFF_QUERY_ROOT, 'menu'] as const;

/**
 * The whole menu as the editor sees it (hidden categories and sold-out dishes too), in order. Every
 * change anyone makes publishes `menu.updated`, which reads it again, as does each (re)connection of the
 * staff stream.
 */
export function useStaffMenu() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: menuKey });
  useStaffEvents((event) => {
    if (event.type === 'menu.updated') refetch();
  }, refetch);
  const interval = useVisibleInterval(REFRESH_MS, refetch);
  return useQuery({
    queryKey: menuKey,
    queryFn: ({ signal }) => call(routes.getStaffMenu, { signal }),
    refetchInterval: interval,
    staleTime: 0,
  });
}

/** The menu in the cache, changed by `edit` (nothing when it is not loaded). */
function editMenu(queryClient: QueryClient, edit: (menu: StaffMenu) => StaffMenu): void {
  queryClient.setQueryData<StaffMenu>(menuKey, (menu) => (menu ? edit(menu) : menu));
}

const withCategory = (category: StaffMenuCategory) => (menu: StaffMenu) => ({
  ...menu,
  categories: menu.categories.some((c) => c.id === category.id)
    ? menu.categories.map((c) => (c.id === category.id ? category : c))
    : [...menu.categories, category],
});

/** The item where the server says it is (its category may have changed), in place or at the end. */
const withItem = (item: StaffMenuItem) => (menu: StaffMenu) => ({
  ...menu,
  categories: menu.categories.map((c) => {
    const here = c.items.some((i) => i.id === item.id);
    if (c.id === item.categoryId)
      return { ...c, items: here ? c.items.map((i) => (i.id === item.id ? item : i)) : [...c.items, item] };
    return here ? { ...c, items: c.items.filter((i) => i.id !== item.id) } : c;
  }),
});

/**
 * A change to the menu: its answer is put in the cache at once, and the menu is read again afterwards
 * whatever happened (a 404 or 409 means someone else changed it: the server's text says it was reloaded).
 */
function useMenuChange<V, R>(
  change: (variables: V) => Promise<R>,
  apply?: (answer: R, variables: V) => (menu: StaffMenu) => StaffMenu,
  optimistic?: (variables: V) => (menu: StaffMenu) => StaffMenu,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onMutate: async (variables: V) => {
      if (!optimistic) return;
      await queryClient.cancelQueries({ queryKey: menuKey });
      editMenu(queryClient, optimistic(variables));
    },
    onSuccess: (answer, variables) => {
      if (apply) editMenu(queryClient, apply(answer, variables));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKey, refetchType: 'active' }),
  });
}

export const useCreateCategory = () =>
  useMenuChange((body: CreateMenuCategoryBody) => call(routes.createMenuCategory, { body }), withCategory);

export const useUpdateCategory = () =>
  useMenuChange(
    ({ id, change }: { id: number; change: UpdateMenuCategoryBody }) =>
      call(routes.updateMenuCategory, { params: { id }, body: change }),
    withCategory,
    ({ id, change }) =>
      (menu) => ({
        ...menu,
        categories: menu.categories.map((c) => (c.id === id ? { ...c, ...change } : c)),
      }),
  );

export const useDeleteCategory = () =>
  useMenuChange(
    (id: number) => call(routes.deleteMenuCategory, { params: { id } }),
    (_, id) => (menu) => ({ ...menu, categories: menu.categories.filter((c) => c.id !== id) }),
  );

/** Moved on screen at once; the server's answer (the whole menu) then stands. */
export const useReorderCategories = () =>
  useMenuChange(
    (ids: number[]) => call(routes.reorderMenuCategories, { body: { ids } }),
    (menu) => () => menu,
    (ids) => (menu) => ({
      ...menu,
      categories: ids.flatMap((id) => menu.categories.filter((c) => c.id === id)),
    }),
  );

export const useReorderItems = () =>
  useMenuChange(
    ({ categoryId, ids }: { categoryId: number; ids: number[] }) =>
      call(routes.reorderMenuItems, { params: { id: categoryId }, body: { ids } }),
    withCategory,
    ({ categoryId, ids }) =>
      (menu) => ({
        ...menu,
        categories: menu.categories.map((c) =>
          c.id === categoryId ? { ...c, items: ids.flatMap((id) => c.items.filter((i) => i.id === id)) } : c,
        ),
      }),
  );

export const useCreateItem = () =>
  useMenuChange((body: CreateMenuItemBodyInput) => call(routes.createMenuItem, { body }), withItem);

export const useUpdateItem = () =>
  useMenuChange(
    ({ id, change }: { id: number; change: UpdateMenuItemBodyInput }) =>
      call(routes.updateMenuItem, { params: { id }, body: change }),
    withItem,
  );

/** Sold out or available again: one tap, shown at once, the server's answer then stands. */
export const useSetAvailable = () =>
  useMenuChange(
    ({ id, isAvailable }: { id: number; isAvailable: boolean }) =>
      call(routes.updateMenuItem, { params: { id }, body: { isAvailable } }),
    withItem,
    ({ id, isAvailable }) =>
      (menu) => ({
        ...menu,
        categories: menu.categories.map((c) => ({
          ...c,
          items: c.items.map((i) => (i.id === id ? { ...i, isAvailable } : i)),
        })),
      }),
  );

export const useDeleteItem = () =>
  useMenuChange(
    (id: number) => call(routes.deleteMenuItem, { params: { id } }),
    (_, id) => (menu) => ({
      ...menu,
      categories: menu.categories.map((c) => ({ ...c, items: c.items.filter((i) => i.id !== id) })),
    }),
  );

export const useReplaceOptionGroups = () =>
  useMenuChange(
    ({ id, body }: { id: number; body: MenuOptionGroupsBodyInput }) =>
      call(routes.replaceMenuOptionGroups, { params: { id }, body }),
    withItem,
  );

export const useUploadPhoto = () =>
  useMenuChange(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('photo', file);
    // A phone's photo on a slow uplink: more time than a JSON call.
    return callWithForm(routes.uploadMenuItemPhoto, { params: { id }, form, timeoutMs: 60_000 });
  }, withItem);

export const useRemovePhoto = () =>
  useMenuChange((id: number) => call(routes.deleteMenuItemPhoto, { params: { id } }), withItem);

/**
 * POST /api/staff/menu/import with the file itself as text/csv (the typed client sends JSON or
 * multipart only). Errors are ApiErrors like every call's, with the server's params ({row, column}).
 */
async function sendCsv(file: File, language: string) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'text/csv',
    'x-sufra-lang': language,
  };
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${routes.importMenuCsv.path}`, {
      method: routes.importMenuCsv.method,
      headers,
      body: file,
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  const body = (await response.json().catch(() => ({}))) as {
    data?: { categoriesCreated: number; itemsCreated: number; itemsUpdated: number };
    error?: { code?: string; message?: string; params?: Record<string, string | number> };
  };
  if (!response.ok || !body.data) {
    if (response.status === 401) localStorage.removeItem(AUTH_TOKEN_KEY);
    throw new ApiError(
      response.status,
      body.error?.code ?? 'INTERNAL',
      body.error?.message ?? '',
      body.error?.params ?? {},
    );
  }
  return body.data;
}

export const useImportCsv = () =>
  useMenuChange(({ file, language }: { file: File; language: string }) => sendCsv(file, language));
