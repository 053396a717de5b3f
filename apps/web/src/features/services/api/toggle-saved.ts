import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SAVED_TAB_PATH, savedServicesTexts as t, type ServiceDto } from '@mt/shared';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { saveService, savedServicesKey, unsaveService } from './saved-services';

export interface ToggleSaved {
  service: ServiceDto;
  save: boolean;
}

const mutationKey = ['saved-services', 'toggle'] as const;

/**
 * The heart's change, shown at once and undone if the server refuses. Each change puts back only its own
 * service (not a snapshot of the whole list), so quick presses on several hearts cannot undo each other; the
 * list is fetched again once the last change is answered.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? 0);
  const key = savedServicesKey(userId);
  const setList = (change: (list: ServiceDto[]) => ServiceDto[]) => queryClient.setQueryData<ServiceDto[]>(key, (list) => list && change(list));
  const without = (id: number) => (list: ServiceDto[]) => list.filter((s) => s.id !== id);

  const mutation = useMutation({
    mutationKey,
    mutationFn: ({ service, save }: ToggleSaved) => (save ? saveService(service.id) : unsaveService(service.id)),
    onMutate: async ({ service, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const index = queryClient.getQueryData<ServiceDto[]>(key)?.findIndex((s) => s.id === service.id) ?? -1;
      setList((list) => (save ? [service, ...without(service.id)(list)] : without(service.id)(list)));
      return { index };
    },
    onError: (err, { service, save }, context) => {
      setList((list) => {
        const rest = without(service.id)(list);
        if (save || !context || context.index < 0) return rest;
        return [...rest.slice(0, context.index), service, ...rest.slice(context.index)];
      });
      toast.error(errorMessage(err, save ? t.saveFailed(service.name) : t.removeFailed(service.name)));
    },
    onSuccess: (_answer, { service, save }) => {
      if (save) toast.success(t.saved(service.name), { action: { label: t.viewSaved, onClick: () => void navigate(SAVED_TAB_PATH) } });
      else toast.success(t.removed(service.name), { action: { label: t.undo, onClick: () => mutation.mutate({ service, save: true }) } });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return mutation;
}
