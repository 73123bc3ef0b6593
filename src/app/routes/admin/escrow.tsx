/** Route module of /admin/escrow ("Escrow: de făcut", staff only). */
export { EscrowTodoPage as Component } from '@/features/shipments/escrow/components/todo/escrow-todo-page';
