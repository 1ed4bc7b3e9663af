/** Placeholder until this screen is built. */
const Screen = () => <h1 className="h3">Articles</h1>;

export default Screen;
