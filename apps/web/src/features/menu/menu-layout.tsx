import { Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Row from 'react-bootstrap/Row';
import { NavLink, Outlet } from 'react-router';
import { useMyCompanyQuery } from '../../api/my-company-api';
import { useAppSelector } from '../../lib/store';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { selectUser } from '../../session/login-slice';
import { useSignOff } from '../../session/use-sign-off';

/** Webhooks, for the platform's admins and a company's owners and admins (docs/rules/webhooks.md). */
const INTEGRATIONS = '/menu/integrations';
/** Credits (docs/rules/credits.md): customers redeem vouchers, admins issue them. */
const REDEEM = '/menu/redeem';
const VOUCHERS = '/menu/vouchers';
const PURCHASE = '/menu/purchase';
const INVOICES = '/menu/invoices';
const PACKS = '/menu/packs';
/** Partner firms (docs/rules/partners.md): everyone reads the directory, admins manage firms. */
const PARTNERS = '/menu/partners';
const FIRMS = '/menu/firms';
const BANK = '/menu/bank';

interface Entry {
  to: string;
  label: string;
  icon: string;
}

const EVERYONE: Entry[] = [
  { to: paths.menu.profile, label: 'Profile', icon: 'person' },
  { to: paths.menu.update, label: 'Update Password', icon: 'key' },
  { to: paths.menu.notifications, label: 'Notifications', icon: 'bell' },
  // The files of the requests the reader sees (docs/rules/files.md); the spec's /menu/file.
  { to: '/menu/file', label: 'Files', icon: 'paperclip' },
  // Every role reaches its figures with the world risk map, and the news; each label is the
  // heading of the screen it opens.
  { to: paths.menu.dashboard, label: 'Dashboard', icon: 'speedometer2' },
  { to: paths.news, label: 'Risk news', icon: 'newspaper' },
  { to: PARTNERS, label: 'Partners', icon: 'briefcase' },
];
const ADMIN: Entry[] = [
  { to: paths.menu.categories, label: 'Categories', icon: 'tags' },
  { to: paths.menu.factor, label: 'Factor', icon: 'sliders' },
  { to: paths.menu.queryType, label: 'QueryType', icon: 'question-diamond' },
  { to: paths.menu.articles, label: 'Articles', icon: 'newspaper' },
  { to: paths.menu.users, label: 'Users', icon: 'people' },
  { to: paths.menu.finding, label: 'Finding', icon: 'table' },
  { to: paths.menu.sla, label: 'Service levels', icon: 'stopwatch' },
  { to: paths.menu.audit, label: 'Audit trail', icon: 'journal-check' },
  { to: INTEGRATIONS, label: 'Integrations', icon: 'plug' },
  { to: VOUCHERS, label: 'Vouchers', icon: 'ticket-perforated' },
  { to: PACKS, label: 'Credit packs', icon: 'box-seam' },
  { to: INVOICES, label: 'Invoices', icon: 'receipt' },
  { to: FIRMS, label: 'Partner firms', icon: 'buildings' },
];
const PARTNER: Entry[] = [
  { to: paths.menu.finding, label: 'Finding', icon: 'clipboard-check' },
  { to: paths.menu.proposal, label: 'Proposals', icon: 'chat-square-quote' },
  { to: BANK, label: 'Bank', icon: 'bank' },
];
const CUSTOMER: Entry[] = [
  { to: paths.menu.incident, label: 'Incident Requests', icon: 'chat-square-text' },
  { to: paths.menu.proposal, label: 'Proposals', icon: 'chat-square-quote' },
  { to: paths.menu.companies, label: 'Companies', icon: 'building' },
  { to: paths.menu.branch, label: 'Branches', icon: 'geo-alt' },
  { to: paths.menu.alerts, label: 'Exposure alerts', icon: 'exclamation-triangle' },
  { to: paths.menu.schedule, label: 'Schedule', icon: 'calendar-week' },
  { to: PURCHASE, label: 'Purchase credits', icon: 'cart' },
  { to: REDEEM, label: 'Redeem a voucher', icon: 'ticket-perforated' },
];

/** A company's owners and admins read their company's audit trail (docs/rules/audit.md). */
const COMPANY_MANAGER: Entry[] = [
  { to: paths.menu.audit, label: 'Audit trail', icon: 'journal-check' },
  { to: INTEGRATIONS, label: 'Integrations', icon: 'plug' },
];

/** The menu sidebar per role beside the chosen screen. */
const MenuLayout = () => {
  const user = useAppSelector(selectUser);
  const signOff = useSignOff();
  const [open, setOpen] = useState(false);
  // Only a customer can belong to a company; an admin has the audit trail anyway.
  const company = useMyCompanyQuery(undefined, { skip: !user?.is_customer || user.is_admin });
  const close = () => setOpen(false);
  if (!user) return null;
  const role = company.data?.company.role;
  const managesCompany = !user.is_admin && (role === 'owner' || role === 'admin');
  const roleEntries = [
    ...(user.is_admin ? ADMIN : []),
    ...(user.is_partner && !user.is_admin ? PARTNER : []),
    ...(user.is_customer ? CUSTOMER : []),
    ...(managesCompany ? COMPANY_MANAGER : []),
  ];
  return (
    <Container className="py-4">
      <Row className="g-4">
        <Col lg={3}>
          {/* Below lg the menu is an offcanvas opened by this button, not a stack over the page. */}
          <Button
            variant="outline-primary"
            className="d-lg-none"
            aria-controls="menu-offcanvas"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <i className="bi bi-list me-1" aria-hidden="true" />
            Open the menu
          </Button>
          <Offcanvas
            id="menu-offcanvas"
            responsive="lg"
            show={open}
            onHide={close}
            aria-labelledby="menu-offcanvas-title"
          >
            <Offcanvas.Header closeButton closeLabel="Close the menu" className="d-lg-none">
              <Offcanvas.Title id="menu-offcanvas-title">Menu</Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body className="d-block p-lg-0">
              <nav aria-label="Menu" className="w-100">
                <Nav className="flex-column menu-sidebar">
                  {[...EVERYONE, ...roleEntries].map((entry) => (
                    <Nav.Link key={entry.to} as={NavLink} to={entry.to} onClick={close}>
                      <i className={`bi bi-${entry.icon} me-2`} aria-hidden="true" />
                      {entry.label}
                    </Nav.Link>
                  ))}
                  {!user.is_admin && !user.is_partner && <div className="menu-empty-block" />}
                  <Nav.Link
                    as="button"
                    type="button"
                    className="text-start"
                    onClick={() => void signOff()}
                  >
                    <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
                    Sign Off
                  </Nav.Link>
                </Nav>
              </nav>
            </Offcanvas.Body>
          </Offcanvas>
        </Col>
        <Col lg={9} as="main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Col>
      </Row>
    </Container>
  );
};

export default MenuLayout;
