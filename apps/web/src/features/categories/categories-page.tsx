/** Placeholder until this screen is built. */
const Screen = () => <h1 className="h3">Categories</h1>;

export default Screen;
