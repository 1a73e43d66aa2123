import { describe, expect, it } from 'vitest';
import * as uiKit from './index';

describe('public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(uiKit).sort()).toMatchInlineSnapshot(`
      [
        "AddressInput",
        "Badge",
        "Button",
        "COPY_CONFIRMATION_MS",
        "Card",
        "Column",
        "CopyButton",
        "ExternalLink",
        "Input",
        "Modal",
        "NUMERICAL_INPUT_MAX_LENGTH",
        "NumericalInput",
        "Popover",
        "Row",
        "SHEET_DISMISS_DISTANCE_PX",
        "SHEET_DISMISS_VELOCITY",
        "SPINNER_DELAY_MS",
        "Spinner",
        "TOOLTIP_UPDATE_INTERVAL_MS",
        "Text",
        "Toggle",
        "Tooltip",
        "TransactionDialog",
        "TransactionList",
        "WalletAccountView",
        "WalletModal",
        "WalletOptionList",
        "WalletPendingView",
        "WalletStatusButton",
        "WrongNetworkView",
        "breakpoints",
        "darkTheme",
        "darkTokens",
        "displayAddress",
        "lightTheme",
        "lightTokens",
        "mediaQueries",
        "mobileMediaQuery",
        "safeExternalHref",
        "sanitizeNumericalInput",
        "shortenAddress",
        "shouldDismissSheet",
        "sprinkles",
        "startSheetDrag",
        "themeTokens",
        "useDelayedVisibility",
        "vars",
      ]
    `);
  });
});
