/** Route module of /driver/ ("Azi"). */
import { useAuth } from '@/features/auth/use-auth';
import { TodayScreen } from '@/features/driver/components/today-screen';

export function Component() {
  const { user } = useAuth();
  return user ? <TodayScreen userId={user.id} /> : null;
}
