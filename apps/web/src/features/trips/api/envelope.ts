import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelopeEndpoints, type WriteEnvelopeInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const envelopeKeys = {
  traveller: (id: number) => ['envelope', id] as const,
  admin: (id: number) => ['admin-envelope', id] as const,
};

export const envelopeQueryOptions = (id: number) =>
  queryOptions({ queryKey: envelopeKeys.traveller(id), queryFn: () => callApi(envelopeEndpoints.show, { params: { id }, auth: true }), staleTime: 60_000 });

export const useEnvelope = (id: number) => useQuery(envelopeQueryOptions(id));

export const useAdminEnvelope = (id: number) =>
  useQuery({ queryKey: envelopeKeys.admin(id), queryFn: () => callApi(envelopeEndpoints.adminShow, { params: { id }, auth: true }) });

export function useWriteEnvelope(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteEnvelopeInput) => callApi(envelopeEndpoints.write, { params: { id }, body, auth: true }),
    onSuccess: (data) => {
      queryClient.setQueryData(envelopeKeys.admin(id), data);
      return queryClient.invalidateQueries({ queryKey: envelopeKeys.traveller(id) });
    },
  });
}
