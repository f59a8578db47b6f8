import { useMutation } from '@tanstack/react-query';
import type { TLogin, TRegister, TUser } from '@contract/auth';
import { apiRequest } from '@/lib/api';

export const useLogin = () => useMutation({ mutationFn: (body: TLogin) => apiRequest<TUser>('POST', '/api/auth/login', body) });
export const useRegister = () => useMutation({ mutationFn: (body: TRegister) => apiRequest<TUser>('POST', '/api/auth/register', body) });
export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', { email }) });
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; newPassword: string }) => apiRequest<{ message: string }>('POST', '/api/auth/reset-password', body),
  });
