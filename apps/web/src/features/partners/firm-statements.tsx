import type { PartnerFirm } from '@georisk/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { SelectField } from '../../components/form/form-fields';
import { useFirmBalanceQuery } from './partners-api';
import { StatementCard } from './statement-card';

/**
 * An admin's way to a firm's monthly statement (docs/rules/partners.md, "Statements"): pick the
 * firm, then its month, and download the owners' CSV or PDF for it.
 */
export const FirmStatements = ({ firms }: { firms: PartnerFirm[] }) => {
  const [firmId, setFirmId] = useState(firms[0]?.partner_firm_id ?? '');
  const chosen = firms.find((firm) => firm.partner_firm_id === firmId) ?? firms[0];
  const balance = useFirmBalanceQuery(chosen?.partner_firm_id ?? skipToken);
  if (!chosen) return null;
  const loaded = balance.data?.partnerFirm;
  return (
    <StatementCard
      named
      firm={{
        partner_firm_id: chosen.partner_firm_id,
        name: chosen.name,
        balance: loaded?.partner_firm_id === chosen.partner_firm_id ? loaded.balance : undefined,
      }}
      picker={
        <div style={{ maxWidth: '24rem' }}>
          <SelectField
            id="statement-firm"
            label="Statement firm"
            value={chosen.partner_firm_id}
            onChange={setFirmId}
            options={firms.map((firm) => ({ value: firm.partner_firm_id, label: firm.name }))}
          />
        </div>
      }
    />
  );
};
