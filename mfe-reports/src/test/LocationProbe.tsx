import { useLocation, useNavigate } from 'react-router-dom';

/** Shows where the router is (path + query) and offers the browser's Back, for URL-state tests. */
export function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}
