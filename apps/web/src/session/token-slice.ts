import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut } from './login-slice';

/** Token state: the anonymous token, or the user's tokens after login. */
export interface TokenState {
  accessToken: string | null;
  refreshToken: string | null;
}

const initialState: TokenState = { accessToken: null, refreshToken: null };

export const tokenSlice = createSlice({
  name: 'token',
  initialState,
  reducers: {
    tokenReceived: (state, action: PayloadAction<Partial<TokenState>>) => ({
      ...state,
      ...action.payload,
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (_state, action) => ({
        accessToken: action.payload.accessToken,
        refreshToken: action.payload.refreshToken,
      }))
      .addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectAccessToken: (state) => state.accessToken,
    selectRefreshToken: (state) => state.refreshToken,
  },
});

export const { tokenReceived } = tokenSlice.actions;
export const { selectAccessToken, selectRefreshToken } = tokenSlice.selectors;
