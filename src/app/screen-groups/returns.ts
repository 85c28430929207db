// The return screens share most of their code (the return form, the drop-off): one module rather than a few small ones each.
export { CreateReturnScreen } from '../../features/returns/components/create-return-screen';
export { ReturnToDealerScreen } from '../../features/returns/components/return-to-dealer-screen';
export { CompleteReturnScreen } from '../../features/returns/components/complete-return-screen';
export { GuestReturnScreen } from '../../features/returns/components/guest-return-screen';
