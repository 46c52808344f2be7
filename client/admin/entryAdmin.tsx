import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { ADMIN_STATE_ID, type AdminState } from "../../shared/adminState.ts";
import { createQueryClient } from "../ui/createQueryClient.ts";
import { adminQueryKeys } from "./api/adminQueryKeys.ts";
import { AdminApp } from "./shell/AdminApp.tsx";
import { sessionEndingCaches } from "./shell/sessionEndingCaches.ts";
import "./shell/admin.css";

const queryClient: QueryClient = createQueryClient(sessionEndingCaches(() => queryClient));
const stateText = document.getElementById(ADMIN_STATE_ID)?.textContent;
const state: AdminState = stateText
  ? JSON.parse(stateText)
  : { user: null, allowRegistration: false, passwordResetByEmail: false, singleSignOn: null };
// The server already knows who is signed in: no GET /api/user (and no 401 in the console) at start.
if (stateText) queryClient.setQueryData(adminQueryKeys.currentUser, state.user);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <AdminApp
        queryClient={queryClient}
        allowRegistration={state.allowRegistration}
        passwordResetByEmail={state.passwordResetByEmail}
        singleSignOn={state.singleSignOn}
      />
    </BrowserRouter>
  </StrictMode>,
);
