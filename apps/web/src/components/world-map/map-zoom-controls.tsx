import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { MAP_ZOOM_ICONS } from './map-zoom-icons';
import { MAX_ZOOM, MIN_ZOOM } from './use-map-zoom';

interface Props {
  scale: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

const CONTROLS = [
  { key: 'in', label: 'Zoom in' },
  { key: 'out', label: 'Zoom out' },
  { key: 'reset', label: 'Show the whole world' },
] as const;

/** The map's zoom buttons; the wheel, a pinch, a drag and the keys do the same (use-map-zoom). */
export const MapZoomControls = ({ scale, onZoomIn, onZoomOut, onReset }: Props) => {
  const action = { in: onZoomIn, out: onZoomOut, reset: onReset };
  const disabled = {
    in: scale >= MAX_ZOOM,
    out: scale <= MIN_ZOOM,
    reset: scale <= MIN_ZOOM,
  };
  return (
    <ButtonGroup size="sm" aria-label="Map zoom" className="world-map-zoom">
      {CONTROLS.map((control) => (
        <Button
          key={control.key}
          variant="light"
          className="border"
          aria-label={control.label}
          title={control.label}
          disabled={disabled[control.key]}
          onClick={action[control.key]}
        >
          <i className={`bi bi-${MAP_ZOOM_ICONS[control.key]}`} aria-hidden="true" />
        </Button>
      ))}
    </ButtonGroup>
  );
};
