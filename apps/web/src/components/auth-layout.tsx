import { useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import brandImage from '../assets/brand.svg';
import { Banner, type BannerMessage } from './banner';

/**
 * The split layout of the authentication screens: brand image on the left (a spinner
 * until it loads), the form on the right under a header card with the title, a small spinner
 * while a request is in flight, and the banner under the title.
 */
export const AuthLayout = ({
  title,
  busy,
  banner,
  children,
}: {
  title: string;
  busy: boolean;
  banner: BannerMessage | null;
  children: ReactNode;
}) => {
  const [imageLoaded, setImageLoaded] = useState(false);
  return (
    <Container fluid className="auth-layout min-vh-100">
      <Row className="min-vh-100">
        {/* A landmark of its own, so no page content sits outside one (axe "region"). */}
        <Col
          md={6}
          as="aside"
          aria-label="GeoRisk"
          className="auth-brand d-none d-md-flex align-items-center justify-content-center"
        >
          {!imageLoaded && <Spinner animation="grow" variant="light" role="status" />}
          <img
            src={brandImage}
            alt="GeoRisk: a globe with risk hot spots"
            className={imageLoaded ? 'img-fluid auth-brand-image' : 'd-none'}
            onLoad={() => setImageLoaded(true)}
            width={480}
            height={480}
          />
        </Col>
        <Col md={6} as="main" className="d-flex align-items-center justify-content-center py-4">
          <div className="auth-form w-100">
            <Link to="/" className="d-inline-block mb-3 text-decoration-none fw-bold">
              <i className="bi bi-globe2 me-1" aria-hidden="true" /> GeoRisk
            </Link>
            <Card className="mb-3 shadow-sm">
              <Card.Body className="d-flex align-items-center justify-content-between">
                <h1 className="h4 mb-0">{title}</h1>
                {busy && (
                  <Spinner animation="border" size="sm" role="status" aria-label="Working" />
                )}
              </Card.Body>
            </Card>
            <Banner banner={banner} />
            {children}
          </div>
        </Col>
      </Row>
    </Container>
  );
};
