// Theme

// Utilities
// shortenAddress lives in @dex/primitives; re-exported for the components' callers.
export { shortenAddress } from '@dex/primitives';
// Primitives
export { AddressInput, type AddressInputProps } from './components/AddressInput/AddressInput';
// The app frame: page, header, menu, block indicator, popups, blocked screen
export {
  AppFrame,
  type AppFrameProps,
  AppMain,
  BlockedScreen,
  PageNotice,
  type PageNoticeProps,
} from './components/AppShell/AppFrame';
export {
  AppHeader,
  type AppHeaderNavItem,
  type AppHeaderProps,
  type AppLinkProps,
} from './components/AppShell/AppHeader';
export { BlockIndicator, type BlockIndicatorProps } from './components/AppShell/BlockIndicator';
export {
  BLOCK_PULSE_MS,
  type BlockPulseTiming,
  blockPulseTiming,
  FAST_CHAIN_PULSE_INTERVAL_MS,
} from './components/AppShell/blockPulse';
export {
  ComingSoonDialog,
  type ComingSoonDialogProps,
} from './components/AppShell/ComingSoonDialog';
export { DialogHost, type DialogHostProps } from './components/AppShell/DialogHost';
export {
  HeaderMenu,
  type HeaderMenuChoice,
  type HeaderMenuLink,
  type HeaderMenuProps,
} from './components/AppShell/HeaderMenu';
export {
  ListUpdatePopupContent,
  type ListUpdatePopupContentProps,
  PopupCard,
  type PopupCardProps,
  PopupRegion,
  PopupStack,
  type PopupStackItem,
  type PopupStackProps,
  TransactionPopupContent,
  type TransactionPopupContentProps,
} from './components/AppShell/Popups';
export {
  DEFAULT_POPUP_REMOVE_AFTER_MS,
  type PopupEntry,
  type PopupListAction,
  popupListReducer,
} from './components/AppShell/popupList';
export { BackLink, type BackLinkProps } from './components/BackLink/BackLink';
export { Badge, type BadgeProps } from './components/Badge/Badge';
export type { BadgeVariants } from './components/Badge/Badge.css';
export { Button, type ButtonProps } from './components/Button/Button';
export type { ButtonVariants } from './components/Button/Button.css';
export { Card, type CardProps } from './components/Card/Card';
export type { CardVariants } from './components/Card/Card.css';
// Governance and the airdrop claim
export {
  type ClaimAddressField,
  ClaimDialog,
  type ClaimDialogLabels,
  type ClaimDialogProps,
  type ClaimStatus,
} from './components/Claim/ClaimDialog';
export { ClaimPopupCard, type ClaimPopupCardProps } from './components/Claim/ClaimPopupCard';
export { CLAIM_CONFETTI_PIECES, Confetti, type ConfettiProps } from './components/Claim/Confetti';
export {
  UniBreakdownDialog,
  type UniBreakdownDialogProps,
  type UniBreakdownRow,
} from './components/Claim/UniBreakdownDialog';
// Swap
export {
  ConfirmSwapDialog,
  type ConfirmSwapDialogProps,
  type ConfirmSwapLabels,
  type ImpactConfirmation,
} from './components/ConfirmSwap/ConfirmSwapDialog';
export {
  NetworkCostRow,
  type NetworkCostRowProps,
  type NetworkCostState,
} from './components/ConfirmSwap/NetworkCostRow';
export {
  COPY_CONFIRMATION_MS,
  CopyButton,
  type CopyButtonProps,
} from './components/CopyButton/CopyButton';
export {
  CurrencyInputPanel,
  type CurrencyInputPanelProps,
} from './components/CurrencyInputPanel/CurrencyInputPanel';
export {
  ErrorBoundary,
  type ErrorBoundaryProps,
  ErrorFallback,
  type ErrorFallbackProps,
} from './components/ErrorBoundary/ErrorBoundary';
export { lazyComponent, retryLoad } from './components/ErrorBoundary/lazyComponent';
export {
  DialogErrorBoundary,
  DialogErrorFallback,
  type DialogErrorLabels,
  errorDetails,
  LazyDialog,
  LazyPopup,
  LoadingDialog,
  PageErrorBoundary,
  PageLoading,
} from './components/ErrorBoundary/Recovery';
export { ExternalLink, type ExternalLinkProps } from './components/ExternalLink/ExternalLink';
export { safeExternalHref } from './components/ExternalLink/safeExternalHref';
export {
  DelegateDialog,
  type DelegateDialogLabels,
  type DelegateDialogProps,
  type DelegateDialogState,
  type DelegateTarget,
} from './components/Governance/DelegateDialog';
export {
  ProposalDetail,
  type ProposalDetailProps,
  ProposalList,
  type ProposalListItem,
  type ProposalListProps,
  type ProposalTally,
} from './components/Governance/Governance';
export {
  ProposalPageBody,
  type ProposalPageBodyProps,
} from './components/Governance/ProposalPageBody';
export {
  VoteDialog,
  type VoteDialogLabels,
  type VoteDialogProps,
  type VoteDialogState,
} from './components/Governance/VoteDialog';
export {
  AccountVotesCard,
  type AccountVotesCardProps,
  AddressLink,
  GovernanceLoading,
  GovernancePage,
  ProposalSection,
  type ProposalSectionProps,
  VoteOverview,
  type VoteOverviewProps,
} from './components/Governance/VoteOverview';
export { InfoIcon, SettingsIcon } from './components/Icons/Icons';
export { Input, type InputProps } from './components/Input/Input';
export type { InputVariants } from './components/Input/Input.css';
export { Column, type ColumnProps, Row, type RowProps } from './components/Layout/Layout';
// Liquidity: V3 add and increase
export {
  AddLiquidity,
  type AddLiquidityProps,
  type DepositView,
  type FeeTierOption,
  FeeTierSelect,
  type FeeTierSelectProps,
  LiquidityNotice,
  RangeEnd,
  type RangeEndProps,
  RangeSelector,
  type RangeSelectorProps,
  StartingPrice,
  type StartingPriceProps,
} from './components/Liquidity/Add/AddLiquidity';
export {
  type MigratePairItem,
  MigrateV2List,
  type MigrateV2ListLabels,
  type MigrateV2ListProps,
  type MigrateV2ListState,
} from './components/Liquidity/Migrate/MigrateV2List';
export {
  type MigrateActionView,
  MigrateV2Pair,
  type MigrateV2PairForm,
  type MigrateV2PairProps,
  type MigrateV2PairState,
  type PriceDifferenceView,
} from './components/Liquidity/Migrate/MigrateV2Pair';
export {
  type MiningConfirmForm,
  type MiningDepositForm,
  MiningDialog,
  type MiningDialogProps,
  type MiningDialogState,
} from './components/Liquidity/Mining/MiningDialog';
export {
  MiningOverview,
  type MiningOverviewLabels,
  type MiningOverviewProps,
  type MiningOverviewState,
  type MiningPoolItem,
} from './components/Liquidity/Mining/MiningOverview';
export {
  type MiningPoolActions,
  MiningPoolDetail,
  type MiningPoolDetailLabels,
  type MiningPoolDetailProps,
  type MiningPoolDetailState,
  type MiningPoolView,
} from './components/Liquidity/Mining/MiningPoolDetail';
// Liquidity: V3 positions and removal
export {
  type CollectStatus,
  PositionDetail,
  type PositionDetailLabels,
  type PositionDetailProps,
  type PriceBoxView,
  type TokenAmountRow,
} from './components/Liquidity/Positions/PositionDetail';
export {
  PositionPlaceholder,
  type PositionPlaceholderProps,
} from './components/Liquidity/Positions/PositionPlaceholder';
export {
  PositionStatusBadge,
  type PositionStatusLabels,
  type PositionStatusView,
} from './components/Liquidity/Positions/PositionStatusBadge';
export {
  POSITION_SKELETON_COUNT,
  type PositionListItem,
  PositionsOverview,
  type PositionsOverviewLabels,
  type PositionsOverviewLinks,
  type PositionsOverviewProps,
  type PositionsOverviewState,
  type PositionsPromo,
  type RenderLink,
} from './components/Liquidity/Positions/PositionsOverview';
export {
  type AmountLine,
  RemoveLiquidity,
  type RemoveLiquidityLabels,
  type RemoveLiquidityProps,
} from './components/Liquidity/Remove/RemoveLiquidity';
// Liquidity: pieces V2 and V3 share
export {
  Acknowledgement,
  type AcknowledgementProps,
} from './components/Liquidity/Shared/Acknowledgement';
export type { PriceFact } from './components/Liquidity/Shared/FactList';
export {
  LiquidityReviewDialog,
  type LiquidityReviewDialogLabels,
  type LiquidityReviewDialogProps,
  type LiquidityReviewDialogState,
} from './components/Liquidity/Shared/LiquidityReviewDialog';
export { linkRenderer } from './components/Liquidity/Shared/linkRenderer';
export {
  PERCENT_DEBOUNCE_MS,
  PercentSlider,
  type PercentSliderProps,
  QUICK_PERCENTS,
} from './components/Liquidity/Shared/PercentSlider';
export type { ActionView, ApproveButtonView } from './components/Liquidity/Shared/SubmitButtons';
// Liquidity: V2 pairs
export {
  AddV2Liquidity,
  type AddV2LiquidityProps,
} from './components/Liquidity/V2/AddV2Liquidity';
export {
  FindPool,
  type FindPoolProps,
  type FindPoolSide,
  type FindPoolStatus,
} from './components/Liquidity/V2/FindPool';
export {
  type RemoveApprovalView,
  type RemoveV2Labels,
  RemoveV2Liquidity,
  type RemoveV2LiquidityProps,
} from './components/Liquidity/V2/RemoveV2Liquidity';
export {
  type V2PairItem,
  V2PoolOverview,
  type V2PoolOverviewLabels,
  type V2PoolOverviewLinks,
  type V2PoolOverviewProps,
  type V2PoolOverviewState,
} from './components/Liquidity/V2/V2PoolOverview';
export { LockedForm, type LockedFormProps } from './components/LockedForm/LockedForm';
export {
  MARKDOWN_MAX_LENGTH,
  Markdown,
  type MarkdownProps,
} from './components/Markdown/Markdown';
// Dialogs
export { Modal, type ModalLayout, type ModalProps } from './components/Modal/Modal';
export type { ModalVariants } from './components/Modal/Modal.css';
export {
  countingModalPresence,
  type ModalPresence,
  ModalPresenceContext,
} from './components/Modal/modalPresence';
export {
  SHEET_DISMISS_DISTANCE_PX,
  SHEET_DISMISS_VELOCITY,
  type SheetDragResult,
  type SheetDragTracker,
  shouldDismissSheet,
  startSheetDrag,
} from './components/Modal/sheetDrag';
export { NetworkLogo, type NetworkLogoProps } from './components/NetworkSelector/NetworkLogo';
export {
  NetworkSelector,
  type NetworkSelectorOption,
  type NetworkSelectorProps,
} from './components/NetworkSelector/NetworkSelector';
export {
  UnavailableOnNetwork,
  type UnavailableOnNetworkProps,
} from './components/NetworkSelector/UnavailableOnNetwork';
export {
  NumericalInput,
  type NumericalInputProps,
} from './components/NumericalInput/NumericalInput';
export type { NumericalInputVariants } from './components/NumericalInput/NumericalInput.css';
export {
  NUMERICAL_INPUT_MAX_LENGTH,
  sanitizeNumericalInput,
} from './components/NumericalInput/sanitizeNumericalInput';
export { Popover, type PopoverProps } from './components/Popover/Popover';
export type { Placement } from './components/Popover/placement';
export { SPINNER_DELAY_MS, Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export type { SpinnerVariants } from './components/Spinner/Spinner.css';
export { useDelayedVisibility } from './components/Spinner/useDelayedVisibility';
export { StatusBanner, type StatusBannerProps } from './components/StatusBanner/StatusBanner';
export type { StatusBannerVariants } from './components/StatusBanner/StatusBanner.css';
export {
  SwapForm,
  type SwapFormButton,
  type SwapFormProps,
} from './components/SwapForm/SwapForm';
export {
  SwapRecipientField,
  type SwapRecipientFieldProps,
} from './components/SwapForm/SwapRecipientField';
export {
  CONFIRM_WORD,
  ExpertModeDialog,
  type ExpertModeDialogLabels,
  type ExpertModeDialogProps,
  TypedConfirmation,
  type TypedConfirmationProps,
} from './components/SwapSettings/ExpertModeDialog';
export {
  type SlippagePreset,
  SwapSettings,
  type SwapSettingsLabels,
  type SwapSettingsProps,
} from './components/SwapSettings/SwapSettings';
export {
  SwapSettingsButton,
  type SwapSettingsButtonProps,
} from './components/SwapSettings/SwapSettingsButton';
export { Text, type TextProps } from './components/Text/Text';
export type { TextVariants } from './components/Text/Text.css';
export { Toggle, type ToggleProps } from './components/Toggle/Toggle';
export { TokenLogo, type TokenLogoProps } from './components/TokenLogo/TokenLogo';
export {
  ImportListDialog,
  type ImportListDialogProps,
  type ImportListLabels,
  ImportTokenDialog,
  type ImportTokenDialogProps,
  type ImportTokenLabels,
} from './components/TokenSelect/ImportDialogs';
export {
  type CustomToken,
  ManageDialog,
  type ManageDialogLabels,
  type ManageDialogProps,
  type ManagedList,
  REMOVE_WORD,
} from './components/TokenSelect/ManageDialog';
export {
  TOKEN_ROW_HEIGHT,
  TOKEN_SEARCH_DEBOUNCE_MS,
  type TokenRow,
  TokenSelectDialog,
  type TokenSelectDialogProps,
  type TokenSelectLabels,
} from './components/TokenSelect/TokenSelect';
export {
  type ImportListDetails,
  TokenSelectFlow,
  type TokenSelectFlowLabels,
  type TokenSelectFlowProps,
  type TokenSelectFlowView,
} from './components/TokenSelect/TokenSelectFlow';
export {
  TOOLTIP_UPDATE_INTERVAL_MS,
  Tooltip,
  type TooltipProps,
} from './components/Tooltip/Tooltip';
export {
  type TradeDetailLine,
  TradePrice,
  type TradePriceProps,
} from './components/TradePrice/TradePrice';
export {
  TradeRoute,
  type TradeRouteProps,
  type TradeRouteSplit,
} from './components/TradeRoute/TradeRoute';
export {
  type AddTokenAction,
  TransactionDialog,
  type TransactionDialogLabels,
  type TransactionDialogProps,
  type TransactionDialogState,
} from './components/TransactionDialog/TransactionDialog';
export { transactionDialogStateOf } from './components/TransactionDialog/writeDialogState';
export {
  TransactionList,
  type TransactionListItem,
  type TransactionListProps,
  type TransactionListStatus,
} from './components/TransactionList/TransactionList';
export {
  ViewDialog,
  type ViewDialogBack,
  type ViewDialogProps,
} from './components/ViewDialog/ViewDialog';
// Wallet (presentational; connection logic lives in the app)
export {
  WalletAccountView,
  type WalletAccountViewProps,
} from './components/WalletModal/WalletAccountView';
export {
  WalletDialog,
  type WalletDialogLabels,
  type WalletDialogOption,
  type WalletDialogProps,
  type WalletDialogView,
} from './components/WalletModal/WalletDialog';
export { GENERIC_WALLET_ICON } from './components/WalletModal/WalletIcon';
export { WalletModal, type WalletModalProps } from './components/WalletModal/WalletModal';
export {
  type WalletOptionItem,
  WalletOptionList,
  type WalletOptionListProps,
} from './components/WalletModal/WalletOptionList';
export {
  WalletPendingView,
  type WalletPendingViewProps,
} from './components/WalletModal/WalletPendingView';
export {
  WrongNetworkView,
  type WrongNetworkViewProps,
} from './components/WalletModal/WrongNetworkView';
export {
  WalletStatusButton,
  type WalletStatusButtonProps,
  type WalletStatusButtonState,
} from './components/WalletStatusButton/WalletStatusButton';
export type { WalletStatusButtonVariants } from './components/WalletStatusButton/WalletStatusButton.css';
export { type Breakpoint, breakpoints, mediaQueries, mobileMediaQuery } from './theme/breakpoints';
export {
  darkModeStorage,
  parseStoredDarkMode,
  resolveDarkMode,
  systemPrefersDark,
  watchSystemDarkMode,
} from './theme/darkMode';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css';
export { darkTheme, lightTheme, vars } from './theme/theme.css';
export { themeFromSearch } from './theme/themeFromSearch';
export {
  type ColorTokens,
  darkTokens,
  lightTokens,
  type ThemeName,
  type ThemeTokens,
  themeTokens,
} from './theme/tokens';
export {
  type I18nContextValue,
  I18nProvider,
  type I18nProviderProps,
  MissingProviderError,
  useI18n,
} from './utils/i18n';
export {
  createLogoColors,
  type LoadPixels,
  loadLogoPixels,
  type TokenColors,
  tokenColorKey,
} from './utils/logoColor';
export { dominantColor, type Rgb, toHex } from './utils/palette';
export { displayAddress } from './utils/shortenAddress';
export { useDebouncedValue } from './utils/useDebouncedValue';
export { useDocumentTitle } from './utils/useDocumentTitle';
export { type Settled, useSettledFor } from './utils/useSettledFor';
