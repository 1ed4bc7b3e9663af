import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@georisk/contract';

/** Login state: who is logged in, or null. */
export interface LoginState {
  user: SessionUser | null;
}

const initialState: LoginState = { user: null };

export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    loggedIn: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
    },
    /** The profile saved a new name: the top bar shows it at once. */
    renamed: (state, action: PayloadAction<string>) => {
      if (state.user) state.user.name = action.payload;
    },
    /** Reset or logout: the login state clears to no tokens. */
    loggedOut: () => initialState,
  },
  selectors: {
    selectUser: (state) => state.user,
    selectUserId: (state) => state.user?.user_id ?? null,
  },
});

export const { loggedIn, loggedOut, renamed } = loginSlice.actions;
export const { selectUser, selectUserId } = loginSlice.selectors;
